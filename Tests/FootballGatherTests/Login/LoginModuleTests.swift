import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Login router and assembly")
struct LoginModuleTests {
    let harness = AppHarness(accounts: FakeAccountService(accounts: ["ana": "secret"]))

    @Test("The assembly gives the view a presenter with the notice")
    func assembly() async throws {
        let screen = harness.factory.makeLogin(notice: "Your session has expired. Please log in again.")
        let view = try #require(screen as? RecordingLoginView)
        await view.presenter?.viewDidLoad()
        #expect(view.states == [LoginViewState(notice: "Your session has expired. Please log in again.")])
    }

    @Test("After login the player list replaces Login")
    func routesToPlayerList() async throws {
        harness.navigator.setRoot(harness.factory.makeLogin())
        let view = try #require(harness.views.loginView)
        view.presenter?.fieldDidChange(.username, to: "ana")
        view.presenter?.fieldDidChange(.password, to: "secret")
        await view.presenter?.perform(.login)
        let list = try #require(harness.views.playerListView)
        #expect(harness.navigator.stack.count == 1)
        #expect(harness.navigator.stack.first === list)
        #expect(list.presenter != nil)
    }

    @Test("Replacing the root releases view, presenter, interactor and router")
    func releasedWithScreen() throws {
        var references: ModuleReferences?
        do {
            let screen = harness.factory.makeLogin()
            harness.navigator.setRoot(screen)
            let view = try #require(screen as? RecordingLoginView)
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        let module = try #require(references)
        #expect(module.released == [false, false, false, false])
        harness.navigator.setRoot(harness.factory.makePlayerList())
        #expect(module.released == [true, true, true, true])
    }
}
