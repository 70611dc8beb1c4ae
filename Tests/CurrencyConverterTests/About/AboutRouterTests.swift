import Testing
import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverter

@MainActor
@Suite("About router")
struct AboutRouterTests {
    let harness = AppHarness()

    @Test("closing pops About off the factory's navigator")
    func closePops() {
        let root = RecordingMainView()
        let screen = RecordingAboutView()
        harness.navigator.setRoot(root)
        harness.navigator.push(screen)
        let router = AboutRouter(factory: harness.factory)
        router.screen = screen

        router.close()

        #expect(harness.navigator.calls.last == .pop)
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    }
}
