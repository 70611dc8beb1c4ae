import Testing
import VIPERKit
import VIPERKitTesting

@testable import VIPERKitTerminal

extension RealTerminalTests {
    @Suite("Running an app in the terminal")
    @MainActor
    struct TerminalAppTests {
        @Test("the first screen is drawn under the app's name, q quits, and the terminal is restored")
        func runsUntilQuit() async throws {
            let terminal = try #require(PseudoTerminal())
            let before = terminal.localModes
            let device = TerminalDevice(input: terminal.device, output: terminal.device)
            try await TerminalApp.run(on: device, appName: "Counter", environment: ["TERM": "dumb"]) { navigator in
                navigator.setRoot(StubView("Home", tasks: TaskTracker()))
                terminal.type(Array("q".utf8))
            }
            #expect(terminal.readOutput().contains("Counter · Home"))
            #expect(terminal.localModes == before)
        }

        @Test("a terminal that cannot go raw is reported before anything is drawn")
        func notATerminal() async {
            let device = TerminalDevice(input: -1, output: -1)
            var started = false
            await #expect(throws: (any Error).self) {
                try await TerminalApp.run(on: device, appName: "Counter", environment: [:]) { _ in started = true }
            }
            #expect(!started)
        }
    }
}
