import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("PlayerList presenter")
struct PlayerListPresenterTests {
    let view = RecordingPlayerListView()
    let router = RecordingPlayerListRouter()
    let players = FakePlayerService(players: [PlayerFixtures.alice, PlayerFixtures.bob, PlayerFixtures.carla])
    let accounts = FakeAccountService(accounts: ["ana": "secret"], session: PlayerFixtures.session)
    let gathers = FakeGatherService()
    let changes = ScriptedTopicChanges()
    let presenter: PlayerListPresenter

    init() {
        presenter = PlayerListPresenter(
            view: view,
            interactor: PlayerListInteractor(players: players, accounts: accounts, gathers: gathers, changes: changes),
            router: router)
    }

    @Test("A player added on another device shows without Refresh or a loading state; a removed one goes")
    func followsTheRoster() async throws {
        await presenter.viewDidLoad()
        let loaded = view.states.count
        _ = try await players.createPlayer(PlayerRequest(name: "Dan"))
        try await players.deletePlayer(id: PlayerFixtures.bob.id)

        changes.send(.changed(topic: "gathers", version: 1))
        changes.send(.changed(topic: "players", version: 2))
        await view.waitForState { state in state.rows.map(\.name) == ["Alice", "Carla", "Dan"] }

        #expect(view.states.dropFirst(loaded).allSatisfy { !$0.isLoading })
    }

    static let aliceRow = listRow(PlayerFixtures.alice, position: "Position: Defender", skill: "Skill: Amateur")
    static let bobRow = listRow(PlayerFixtures.bob, position: "Position: -", skill: "Skill: -")
    static let carlaRow = listRow(PlayerFixtures.carla, position: "Position: Striker", skill: "Skill: Professional")
    static let loaded = listed([aliceRow, bobRow, carlaRow])

    /// A row in list mode: a tap opens the player, and it has its own Delete.
    static func listRow(_ player: Player, position: String, skill: String) -> PlayerListRow {
        PlayerListRow(
            id: player.id, name: player.name, position: position, skill: skill,
            primary: ScreenAction(.open(player.id), "Details"),
            delete: ScreenAction(.delete(player.id), "Delete", role: .destructive, label: "Delete \(player.name)"))
    }

    /// The list mode's buttons: Select needs players, Refresh shows only when there are some.
    static func listToolbar(hasPlayers: Bool) -> [ScreenAction<PlayerListAction>] {
        [
            ScreenAction(.add, "Add", role: .primary, label: "Add player"),
            ScreenAction(.select, "Select", isEnabled: hasPlayers),
        ]
            + (hasPlayers ? [ScreenAction(.refresh, "Refresh")] : [])
            + [
                ScreenAction(.history, "History"),
                ScreenAction(.games, "Games", label: "Games players answer from a link"),
                ScreenAction(.logout, "Log out"),
            ]
    }

    /// The list showing `rows`, nothing loading.
    static func listed(_ rows: [PlayerListRow], isLoading: Bool = false) -> PlayerListViewState {
        PlayerListViewState(rows: rows, toolbar: listToolbar(hasPlayers: !rows.isEmpty), isLoading: isLoading)
    }

    /// The empty list after a failed first load: why, with Retry.
    static func empty(_ message: String) -> PlayerListViewState {
        PlayerListViewState(
            emptyMessage: message, toolbar: listToolbar(hasPlayers: false),
            emptyAction: ScreenAction(.retry, "Retry", role: .primary))
    }

    /// The loaded roster without players: what to do first, with Add your first player.
    static let noPlayers = PlayerListViewState(
        emptyMessage: "You have no players yet. Add the people you play with, then pick teams from them.",
        toolbar: listToolbar(hasPlayers: false),
        emptyAction: ScreenAction(.add, "Add your first player", role: .primary))

    @Test("The first load shows the loading indicator, then a row per player")
    func firstLoad() async {
        await presenter.viewDidLoad()
        #expect(
            view.states == [
                PlayerListViewState(),
                Self.listed([], isLoading: true),
                Self.loaded,
            ])
        #expect(await players.calls == [.players])
    }

    @Test("A user without players is told what to do first and offered Add your first player; Select is disabled")
    func emptyState() async {
        let empty = PlayerListPresenter(
            view: view,
            interactor: PlayerListInteractor(players: FakePlayerService(), accounts: accounts, gathers: gathers),
            router: router)
        await empty.viewDidLoad()
        empty.didTapSelect()
        #expect(empty.state == Self.noPlayers)
        await empty.perform(.add)
        #expect(router.routes == [.add(delegate: ObjectIdentifier(empty))])
    }

    @Test("A failed first load shows why in place of the list, with Retry; Retry then shows the players")
    func failedLoadThenRetry() async {
        await players.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))
        await presenter.viewDidLoad()
        #expect(
            presenter.state
                == Self.empty(
                    "Could not reach the server at http://127.0.0.1:8080. Check that it is running and try again."))
        #expect(view.alerts.isEmpty)
        await presenter.didTapRetry()
        #expect(presenter.state == Self.loaded)
    }

    @Test("A first load the user cancelled says so in place of the list, with Retry, and no alert")
    func cancelledFirstLoad() async {
        await players.failNextCall(with: .cancelled)
        await presenter.viewDidLoad()
        #expect(presenter.state == Self.empty("The request was cancelled."))
        #expect(view.alerts.isEmpty)
        await presenter.didTapRetry()
        #expect(presenter.state == Self.loaded)
    }

    @Test("A refresh the user cancelled keeps the list without an alert")
    func cancelledRefresh() async {
        await presenter.viewDidLoad()
        await players.failNextCall(with: .cancelled)
        await presenter.didTapRefresh()
        #expect(presenter.state == Self.loaded)
        #expect(view.alerts.isEmpty)
    }

    @Test("A failed refresh keeps the list and shows the error as an alert")
    func failedRefreshKeepsTheList() async {
        await presenter.viewDidLoad()
        await players.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))
        await presenter.didTapRefresh()
        #expect(presenter.state == Self.loaded)
        #expect(
            view.alerts == [
                .error("Could not reach the server at http://127.0.0.1:8080. Check that it is running and try again.")
            ])
    }

    @Test("Refresh loads the players again")
    func refresh() async {
        await presenter.viewDidLoad()
        await presenter.didTapRefresh()
        #expect(await players.calls == [.players, .players])
        #expect(presenter.state == Self.loaded)
    }

    @Test("An expired session returns the user to Login with a notice")
    func sessionExpired() async {
        await players.failNextCall(with: .sessionExpired)
        await presenter.viewDidLoad()
        #expect(router.routes == [.login(notice: "Your session has expired. Please log in again.")])
        #expect(view.alerts == [])
    }

    @Test("Choosing a player in list mode opens its details")
    func openDetails() async {
        await presenter.viewDidLoad()
        presenter.didSelectPlayer(id: PlayerFixtures.bob.id)
        presenter.didSelectPlayer(id: UUID(fake: 999, kind: 1))
        #expect(router.routes == [.detail(PlayerFixtures.bob, delegate: ObjectIdentifier(presenter))])
    }

    @Test("Add, History and Games open their screens")
    func addAndHistory() async {
        await presenter.viewDidLoad()
        presenter.didTapAdd()
        presenter.didTapHistory()
        await presenter.perform(.games)
        #expect(router.routes == [.add(delegate: ObjectIdentifier(presenter)), .history, .games])
    }

    @Test("Deleting asks first, then removes the player behind a loading indicator")
    func deleteConfirmed() async {
        await presenter.viewDidLoad()
        view.answers = [true]
        await presenter.didTapDelete(id: PlayerFixtures.bob.id)
        #expect(
            view.questions == [
                VIPERKit.Confirmation(
                    title: "Delete player",
                    message:
                        "Are you sure you want to delete the selected player? "
                        + "They will also be removed from the teams of past gathers.",
                    confirmTitle: "Delete", cancelTitle: "Cancel")
            ])
        #expect(
            view.states.suffix(2) == [
                Self.listed(Self.loaded.rows, isLoading: true),
                Self.listed([Self.aliceRow, Self.carlaRow]),
            ])
        #expect(await players.stored == [PlayerFixtures.alice, PlayerFixtures.carla])
    }

    @Test("Answering No keeps the player")
    func deleteDeclined() async {
        await presenter.viewDidLoad()
        view.answers = [false]
        await presenter.didTapDelete(id: PlayerFixtures.bob.id)
        #expect(await players.calls == [.players])
        #expect(presenter.state == Self.loaded)
    }

    @Test("A failed delete hides the loading indicator, shows the error and keeps the row")
    func deleteFails() async {
        await presenter.viewDidLoad()
        await players.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))
        view.answers = [true]
        await presenter.didTapDelete(id: PlayerFixtures.bob.id)
        #expect(presenter.state == Self.loaded)
        #expect(
            view.alerts == [
                .error(
                    "Unable to delete player. Could not reach the server at http://127.0.0.1:8080. "
                        + "Check that it is running and try again.")
            ])
    }

    @Test("A player already deleted elsewhere (404) leaves the list without an error")
    func deleteAlreadyGone() async {
        await presenter.viewDidLoad()
        await players.failNextCall(with: .notFound)
        view.answers = [true]
        await presenter.didTapDelete(id: PlayerFixtures.bob.id)
        #expect(presenter.state == Self.listed([Self.aliceRow, Self.carlaRow]))
        #expect(view.alerts.isEmpty)
    }

    @Test("Deleting the last player shows the empty state")
    func deleteLast() async {
        let single = PlayerListPresenter(
            view: view,
            interactor: PlayerListInteractor(
                players: FakePlayerService(players: [PlayerFixtures.bob]), accounts: accounts, gathers: gathers),
            router: router)
        await single.viewDidLoad()
        view.answers = [true]
        await single.didTapDelete(id: PlayerFixtures.bob.id)
        #expect(single.state == Self.noPlayers)
    }

    @Test("Log out revokes the session and returns to Login")
    func logout() async {
        await presenter.viewDidLoad()
        await presenter.didTapLogout()
        #expect(await accounts.calls == [.logout])
        #expect(await accounts.session == nil)
        #expect(router.routes == [.login(notice: nil)])
    }

    @Test("A failed log out explains why and stays")
    func logoutFails() async {
        await presenter.viewDidLoad()
        await accounts.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))
        await presenter.didTapLogout()
        #expect(router.routes == [])
        #expect(view.alerts.count == 1)
        #expect(presenter.state == Self.loaded)
    }
}
