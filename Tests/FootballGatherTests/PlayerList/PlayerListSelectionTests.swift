import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite("PlayerList presenter: selection mode and returning screens")
struct PlayerListSelectionTests {
    let view = RecordingPlayerListView()
    let router = RecordingPlayerListRouter()
    let players = FakePlayerService(players: [PlayerFixtures.alice, PlayerFixtures.bob, PlayerFixtures.carla])
    let accounts = FakeAccountService(accounts: ["ana": "secret"], session: PlayerFixtures.session)
    let gathers = FakeGatherService()
    let presenter: PlayerListPresenter

    init() {
        presenter = PlayerListPresenter(
            view: view, interactor: PlayerListInteractor(players: players, accounts: accounts, gathers: gathers),
            router: router)
    }

    static let aliceRow = PlayerListPresenterTests.aliceRow
    static let bobRow = PlayerListPresenterTests.bobRow
    static let carlaRow = PlayerListPresenterTests.carlaRow
    static let loaded = PlayerListPresenterTests.loaded

    /// The selection mode showing `rows` (each a tap that ticks), `ticked` of them ticked.
    static func selecting(_ rows: [PlayerListRow], ticked: Set<UUID> = []) -> PlayerListViewState {
        PlayerListViewState(
            title: "\(ticked.count) selected", mode: .selection,
            rows: rows.map { row in
                var row = row
                row.isTicked = ticked.contains(row.id)
                row.primary = ScreenAction(.tick(row.id), "Tick")
                row.delete = nil
                return row
            },
            toolbar: [
                ScreenAction(.confirm, "Confirm players", role: .primary, isEnabled: ticked.count >= 2),
                ScreenAction(.select, "Cancel", role: .cancel),
            ])
    }

    @Test("Selection mode counts ticked players and enables Confirm from two")
    func selectionMode() async {
        await presenter.viewDidLoad()
        presenter.didTapSelect()
        #expect(presenter.state == Self.selecting(Self.loaded.rows))
        presenter.didSelectPlayer(id: PlayerFixtures.alice.id)
        #expect(presenter.state.title == "1 selected")
        #expect(presenter.state.toolbar.allows(.confirm) == false)
        presenter.didSelectPlayer(id: PlayerFixtures.carla.id)
        #expect(
            presenter.state
                == Self.selecting(Self.loaded.rows, ticked: [PlayerFixtures.alice.id, PlayerFixtures.carla.id]))
        #expect(router.routes == [])
    }

    @Test("Ticking a player again unticks it")
    func untick() async {
        await presenter.viewDidLoad()
        presenter.didTapSelect()
        presenter.didSelectPlayer(id: PlayerFixtures.alice.id)
        presenter.didSelectPlayer(id: PlayerFixtures.alice.id)
        #expect(presenter.state.title == "0 selected")
        #expect(presenter.state.rows == Self.selecting(Self.loaded.rows).rows)
    }

    @Test("Confirm opens ConfirmPlayers with the ticked players in list order")
    func confirm() async {
        await presenter.viewDidLoad()
        presenter.didTapSelect()
        presenter.didTapConfirm()
        presenter.didSelectPlayer(id: PlayerFixtures.carla.id)
        presenter.didTapConfirm()
        presenter.didSelectPlayer(id: PlayerFixtures.alice.id)
        presenter.didTapConfirm()
        #expect(
            router.routes == [
                .confirmPlayers([PlayerFixtures.alice, PlayerFixtures.carla], delegate: ObjectIdentifier(presenter))
            ])
    }

    @Test("Cancel leaves selection mode and forgets the ticks")
    func cancelSelection() async {
        await presenter.viewDidLoad()
        presenter.didTapSelect()
        presenter.didSelectPlayer(id: PlayerFixtures.alice.id)
        presenter.didTapSelect()
        #expect(presenter.state == Self.loaded)
    }

    @Test("List-mode actions do nothing in selection mode")
    func listActionsIgnoredWhileSelecting() async {
        await presenter.viewDidLoad()
        presenter.didTapSelect()
        presenter.didTapAdd()
        presenter.didTapHistory()
        await presenter.didTapDelete(id: PlayerFixtures.bob.id)
        await presenter.didTapRefresh()
        await presenter.didTapLogout()
        #expect(router.routes == [])
        #expect(view.questions == [])
        #expect(await players.calls == [.players])
        #expect(await accounts.calls == [])
    }

    @Test("A player created on PlayerAdd shows up at once")
    func playerAdded() async {
        let empty = PlayerListPresenter(
            view: view,
            interactor: PlayerListInteractor(players: FakePlayerService(), accounts: accounts, gathers: gathers),
            router: router)
        await empty.viewDidLoad()
        empty.playerAddDidCreate(PlayerFixtures.bob)
        #expect(empty.state == PlayerListPresenterTests.listed([Self.bobRow]))
    }

    @Test("Added and renamed players take their place in the server's order, by name whatever the capitals")
    func keepsServerOrder() async {
        await presenter.viewDidLoad()
        let aaron = Player(id: UUID(fake: 50, kind: 1), name: "aaron")
        presenter.playerAddDidCreate(aaron)
        var bob = PlayerFixtures.bob
        bob.name = "Zed"
        presenter.playerDetailDidUpdate(bob)
        #expect(presenter.state.rows.map(\.name) == ["aaron", "Alice", "Carla", "Zed"])
    }

    @Test("A player changed on PlayerDetail shows the new values")
    func playerUpdated() async {
        await presenter.viewDidLoad()
        var bob = PlayerFixtures.bob
        bob.preferredPosition = .goalkeeper
        bob.skill = .beginner
        presenter.playerDetailDidUpdate(bob)
        presenter.playerDetailDidUpdate(Player(id: UUID(fake: 999, kind: 1), name: "Stranger"))
        #expect(
            presenter.state.rows == [
                Self.aliceRow,
                PlayerListPresenterTests.listRow(bob, position: "Position: Goalkeeper", skill: "Skill: Beginner"),
                Self.carlaRow,
            ])
    }

    @Test("When the gather ends the list returns in list mode and reloads")
    func gatherEnded() async {
        await presenter.viewDidLoad()
        presenter.didTapSelect()
        presenter.didSelectPlayer(id: PlayerFixtures.alice.id)
        presenter.didSelectPlayer(id: PlayerFixtures.bob.id)
        presenter.confirmPlayersDidEndGather()
        await presenter.reloadTask?.value
        #expect(router.routes == [.returnToList])
        #expect(presenter.state == Self.loaded)
        #expect(await players.calls == [.players, .players])
    }
}
