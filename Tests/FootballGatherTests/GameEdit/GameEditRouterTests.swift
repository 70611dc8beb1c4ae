import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("GameEdit router")
struct GameEditRouterTests {
    @Test("close pops the form; Login replaces the whole stack and shows why")
    func closeAndLogin() async throws {
        let harness = GatherFlowHarness()
        let router = GameEditRouter(factory: harness.factory)
        harness.navigator.push(harness.factory.makeGames())

        router.close()
        #expect(harness.navigator.stack.count == 1)

        router.showLogin(notice: "Your session has expired. Please log in again.")
        let loginView = try #require(harness.navigator.top(as: RecordingLoginView.self))
        await loginView.presenter?.viewDidLoad()
        #expect(loginView.states.last?.notice == "Your session has expired. Please log in again.")
    }
}
