import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("PlayerList router and assembly")
struct PlayerListModuleTests {
    let harness = AppHarness(
        accounts: FakeAccountService(accounts: ["ana": "secret"], session: PlayerFixtures.session),
        players: FakePlayerService(players: [PlayerFixtures.alice, PlayerFixtures.bob]))

    /// The player list as the root of the stack, loaded.
    func showList() async throws -> (RecordingPlayerListView, PlayerListRouter) {
        harness.navigator.setRoot(harness.factory.makePlayerList())
        let view = try #require(harness.views.playerListView)
        await view.presenter?.viewDidLoad()
        let presenter = try #require(view.presenter as? PlayerListPresenter)
        let router = try #require(Mirror(reflecting: presenter).descendant("router") as? PlayerListRouter)
        return (view, router)
    }

    @Test("Choosing a player pushes its details")
    func pushesDetail() async throws {
        let (view, _) = try await showList()
        await view.presenter?.perform(.open(PlayerFixtures.bob.id))
        let detail = try #require(harness.views.playerDetailView)
        #expect(harness.navigator.stack.last === detail)
        await detail.presenter?.viewDidLoad()
        #expect(detail.states.last?.title == "Bob")
    }

    @Test("Add pushes PlayerAdd, History pushes History, Games pushes Games")
    func pushesAddAndHistory() async throws {
        let (view, _) = try await showList()
        await view.presenter?.perform(.add)
        #expect(harness.navigator.stack.last === harness.views.playerAddView)
        harness.navigator.pop()
        await view.presenter?.perform(.history)
        #expect(harness.navigator.stack.last === harness.views.historyView)
        #expect(harness.views.historyView?.presenter != nil)
        harness.navigator.pop()
        await view.presenter?.perform(.games)
        #expect(harness.navigator.stack.last === harness.views.gamesView)
    }

    @Test("Confirm pushes ConfirmPlayers; the end of the gather pops back to the list")
    func confirmPlayersAndBack() async throws {
        let (view, router) = try await showList()
        await view.presenter?.perform(.select)
        await view.presenter?.perform(.tick(PlayerFixtures.alice.id))
        await view.presenter?.perform(.tick(PlayerFixtures.bob.id))
        await view.presenter?.perform(.confirm)
        #expect(harness.navigator.stack.last === harness.views.confirmPlayersView)
        router.returnToList()
        #expect(harness.navigator.stack.count == 1)
        #expect(harness.navigator.stack.first === view)
    }

    @Test("Log out replaces the stack with Login")
    func logoutShowsLogin() async throws {
        let (view, _) = try await showList()
        await view.presenter?.perform(.logout)
        let login = try #require(harness.views.loginView)
        #expect(harness.navigator.stack.count == 1)
        #expect(harness.navigator.stack.first === login)
    }

    @Test("An expired session shows Login with the notice")
    func expiredShowsLoginWithNotice() async throws {
        let (view, _) = try await showList()
        await harness.players.failNextCall(with: .sessionExpired)
        await view.presenter?.perform(.refresh)
        let login = try #require(harness.views.loginView)
        await login.presenter?.viewDidLoad()
        #expect(login.states == [LoginViewState(notice: "Your session has expired. Please log in again.")])
    }

    @Test("A router whose screen is gone does not navigate")
    func routerWithoutScreen() {
        let router = PlayerListRouter(factory: harness.factory)
        router.returnToList()
        #expect(harness.navigator.calls == [])
    }

    @Test("Replacing the root releases view, presenter, interactor and router")
    func releasedWithScreen() async throws {
        var references: ModuleReferences?
        do {
            let (view, _) = try await showList()
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        let module = try #require(references)
        #expect(module.released == [false, false, false, false])
        harness.navigator.setRoot(harness.factory.makeLogin())
        #expect(module.released == [true, true, true, true])
    }
}
