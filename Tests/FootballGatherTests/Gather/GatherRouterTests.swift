import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Gather router")
struct GatherRouterTests {
    let harness = GatherFlowHarness()

    /// Pushes `screens` above the root and returns a router whose screen is the last of them.
    func makeRouter(above screens: [GatherFlowRootScreen]) -> GatherRouter {
        for screen in screens { harness.navigator.push(screen) }
        let router = GatherRouter(factory: harness.factory)
        router.screen = screens.last
        return router
    }

    @Test("close goes back one screen")
    func close() {
        let screen = GatherFlowRootScreen()
        let router = makeRouter(above: [screen])

        router.close()

        #expect(harness.navigator.calls == [.push(ObjectIdentifier(screen)), .pop])
        #expect(harness.navigator.stack.count == 1)
    }

    @Test("after the gather ended it returns to the player list when no delegate did")
    func returnsToTheList() {
        let confirmPlayers = GatherFlowRootScreen()
        let gather = GatherFlowRootScreen()
        let router = makeRouter(above: [confirmPlayers, gather])

        router.returnToPlayerList()

        #expect(harness.navigator.calls.last == .popTo(ObjectIdentifier(harness.root)))
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(harness.root)])
    }

    @Test("after the gather ended it leaves navigation alone when a delegate already went back")
    func delegateAlreadyNavigated() {
        let gather = GatherFlowRootScreen()
        let router = makeRouter(above: [gather])
        harness.navigator.pop(to: harness.root)
        let calls = harness.navigator.calls

        router.returnToPlayerList()

        #expect(harness.navigator.calls == calls)
    }

    @Test("Login replaces the whole stack and shows why")
    func showLogin() async throws {
        let router = makeRouter(above: [GatherFlowRootScreen()])

        router.showLogin(notice: "Your session has expired. Please log in again.")

        let loginView = try #require(harness.navigator.top(as: RecordingLoginView.self))
        #expect(harness.navigator.calls.last == .setRoot(ObjectIdentifier(loginView)))
        #expect(harness.navigator.stack.count == 1)
        await loginView.presenter?.viewDidLoad()
        #expect(loginView.states.last?.notice == "Your session has expired. Please log in again.")
    }
}
