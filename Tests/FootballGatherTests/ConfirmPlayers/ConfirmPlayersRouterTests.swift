import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("ConfirmPlayers router")
struct ConfirmPlayersRouterTests {
    let harness = GatherFlowHarness(gathers: FakeGatherService(gathers: [GatherFlowFixtures.gather]))

    @Test("Gather is pushed for the new gather, and reports its end to the given delegate")
    func showGather() async throws {
        let router = ConfirmPlayersRouter(factory: harness.factory)
        let delegate = RecordingGatherDelegate()

        router.showGather(GatherFlowFixtures.gather, delegate: delegate)

        let gatherView = try #require(harness.navigator.top(as: RecordingGatherView.self))
        #expect(harness.navigator.calls == [.push(ObjectIdentifier(gatherView))])
        let presenter = try #require(gatherView.presenter)
        await presenter.viewDidLoad()
        #expect(gatherView.states == [.expected()])
        gatherView.answers = [true]
        await presenter.perform(.endGather)
        #expect(delegate.endedGathers == 1)
    }

    @Test("Login replaces the whole stack and shows why")
    func showLogin() async throws {
        let router = ConfirmPlayersRouter(factory: harness.factory)

        router.showLogin(notice: "Your session has expired. Please log in again.")

        let loginView = try #require(harness.navigator.top(as: RecordingLoginView.self))
        #expect(harness.navigator.calls == [.setRoot(ObjectIdentifier(loginView))])
        #expect(harness.navigator.stack.count == 1)
        await loginView.presenter?.viewDidLoad()
        #expect(loginView.states.last?.notice == "Your session has expired. Please log in again.")
    }
}
