import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Games router")
struct GamesRouterTests {
    @Test("Login replaces the whole stack and shows why")
    func showLogin() async throws {
        let harness = GatherFlowHarness()
        let router = GamesRouter(factory: harness.factory)

        router.showLogin(notice: "Your session has expired. Please log in again.")

        let loginView = try #require(harness.navigator.top(as: RecordingLoginView.self))
        #expect(harness.navigator.calls == [.setRoot(ObjectIdentifier(loginView))])
        await loginView.presenter?.viewDidLoad()
        #expect(loginView.states.last?.notice == "Your session has expired. Please log in again.")
    }
}
