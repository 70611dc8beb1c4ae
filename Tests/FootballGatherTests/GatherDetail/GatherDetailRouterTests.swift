import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("GatherDetail router")
struct GatherDetailRouterTests {
    let harness = AppHarness()

    @Test("Closing pops the screen off the factory's navigator")
    func closePops() {
        let root = RecordingGatherDetailView()
        let screen = RecordingGatherDetailView()
        harness.navigator.setRoot(root)
        harness.navigator.push(screen)
        let router = GatherDetailRouter(factory: harness.factory)
        router.screen = screen

        router.close()

        #expect(harness.navigator.calls.last == .pop)
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
    }

    @Test("An expired session puts Login, with the notice, at the root")
    func showLoginSetsRoot() async throws {
        harness.navigator.setRoot(RecordingGatherDetailView())
        harness.navigator.push(RecordingGatherDetailView())
        let router = GatherDetailRouter(factory: harness.factory)

        router.showLogin(notice: "Your session has expired. Please log in again.")

        let loginView = try #require(harness.navigator.top(as: RecordingLoginView.self))
        #expect(harness.navigator.stack.count == 1)
        await loginView.presenter?.viewDidLoad()
        #expect(loginView.states.last?.notice == "Your session has expired. Please log in again.")
    }

    @Test("The router holds its own screen weakly")
    func screenIsWeak() {
        let router = GatherDetailRouter(factory: harness.factory)
        var screen: RecordingGatherDetailView? = RecordingGatherDetailView()
        router.screen = screen
        let reference = screen.map { WeakReference($0) }

        screen = nil

        #expect(reference?.isReleased == true)
        #expect(router.screen == nil)
    }
}
