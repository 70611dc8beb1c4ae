import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("History router")
struct HistoryRouterTests {
    @Test("Login replaces the whole stack and shows why")
    func showLogin() async throws {
        let harness = GatherFlowHarness()
        let router = HistoryRouter(factory: harness.factory)

        router.showLogin(notice: "Your session has expired. Please log in again.")

        let loginView = try #require(harness.navigator.top(as: RecordingLoginView.self))
        #expect(harness.navigator.calls == [.setRoot(ObjectIdentifier(loginView))])
        #expect(harness.navigator.stack.count == 1)
        await loginView.presenter?.viewDidLoad()
        #expect(loginView.states.last?.notice == "Your session has expired. Please log in again.")
    }

    @Test("a gather opens on its details screen, pushed over History, reporting to the delegate")
    func showGatherDetail() async throws {
        let harness = GatherFlowHarness()
        let router = HistoryRouter(factory: harness.factory)
        let delegate = RecordingGatherDetailDelegate()

        router.showGatherDetail(GatherFlowFixtures.gather, delegate: delegate)

        let detail = try #require(harness.navigator.top(as: RecordingGatherDetailView.self))
        #expect(harness.navigator.calls == [.push(ObjectIdentifier(detail))])
        await detail.presenter?.viewDidLoad()
        #expect(detail.states.last?.gather.id == GatherFlowFixtures.gather.id)
    }
}
