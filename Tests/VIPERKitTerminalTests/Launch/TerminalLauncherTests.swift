import Foundation
import ProgramSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import VIPERKitTerminal

extension RealTerminalTests {
    @Suite("Launching an app in the terminal: the checks every app shares")
    @MainActor
    struct TerminalLauncherTests {
        let folder = DataFolder(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("launcher-\(UUID().uuidString)/data"))
        let messages = Messages()

        private func launcher(input: Int32, output: Int32) -> TerminalLauncher {
            var launcher = TerminalLauncher(programName: "counter", appName: "Counter", environment: ["TERM": "dumb"])
            launcher.terminalFiles = (input, output)
            launcher.reportError = { [messages] in messages.lines.append($0) }
            return launcher
        }

        private func removeFolder() {
            try? FileManager.default.removeItem(at: folder.url.deletingLastPathComponent())
        }

        @Test("Without an interactive terminal it says so in one sentence, ends with 1 and prepares nothing")
        func notATerminal() async throws {
            defer { removeFolder() }
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            defer {
                close(ends[0])
                close(ends[1])
            }
            var prepared = false
            let status = await launcher(input: ends[0], output: ends[1]).run(dataFolder: folder) {
                prepared = true
                return TerminalSession { _ in }
            }
            #expect(status == 1)
            #expect(
                messages.lines == [
                    "counter needs an interactive terminal: run it in a terminal window, not with input or output redirected."
                ])
            #expect(!prepared)
            #expect(!FileManager.default.fileExists(atPath: folder.path))
        }

        @Test("A data folder that cannot be created is named, with the option that picks another")
        func unusableDataFolder() async throws {
            let terminal = try #require(PseudoTerminal())
            let unusable = DataFolder(url: URL(fileURLWithPath: "/dev/null/counter"))
            var prepared = false
            let status = await launcher(input: terminal.device, output: terminal.device).run(dataFolder: unusable) {
                prepared = true
                return TerminalSession { _ in }
            }
            #expect(status == 1)
            #expect(
                messages.lines == [
                    "counter cannot create its data directory /dev/null/counter. Check the path or use --data-dir."
                ])
            #expect(!prepared)
            #expect(terminal.readOutput() == "")
        }

        @Test("An app that cannot prepare stops with its own sentence, or with the error after the program's name")
        func preparationFails() async throws {
            let terminal = try #require(PseudoTerminal())
            let launcher = launcher(input: terminal.device, output: terminal.device)
            #expect(
                await launcher.run { throw TerminalLaunchFailure("counter has no counts to show.") } == 1)
            #expect(await launcher.run { throw CocoaError(.fileReadCorruptFile) } == 1)
            #expect(messages.lines.first == "counter has no counts to show.")
            #expect(messages.lines.dropFirst().first?.hasPrefix("counter cannot start: ") == true)
            #expect(terminal.readOutput() == "")
        }

        @Test(
            "It creates the data folder for its owner only, shows the first screen, and cleans up after the user quits")
        func runsUntilQuit() async throws {
            defer { removeFolder() }
            let terminal = try #require(PseudoTerminal())
            let before = terminal.localModes
            var finished = false
            let status = await launcher(input: terminal.device, output: terminal.device).run(dataFolder: folder) {
                TerminalSession(
                    start: { navigator in
                        navigator.setRoot(StubView("Home", tasks: TaskTracker()))
                        terminal.type(Array("q".utf8))
                    },
                    finish: { finished = true })
            }
            #expect(status == 0)
            #expect(messages.lines.isEmpty)
            #expect(finished)
            #expect(terminal.readOutput().contains("Counter · Home"))
            #expect(terminal.localModes == before)
            let permissions = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
            #expect(permissions == 0o700)
        }
    }
}

/// The sentences a launcher reported.
@MainActor
final class Messages {
    var lines: [String] = []
}
