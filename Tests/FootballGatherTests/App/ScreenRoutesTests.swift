import Foundation
import Testing
import VIPERKit

@testable import FootballGather

/// What each screen stands for and how it steps toward the routes above it, from its view state.
@MainActor
@Suite("Screen routes: each screen's address and its way to the screens above it")
struct ScreenRoutesTests {
    let alice = PlayerFixtures.alice
    let bob = PlayerFixtures.bob

    private func route(_ screen: AppRoute) -> Route { screen.route }

    private func list(_ mode: PlayerListViewState.Mode = .list, ticked: Int = 0) -> PlayerListViewState {
        let rows = [alice, bob].map { PlayerListPresenter.row(for: $0, mode: mode) }
        let toolbar: [ScreenAction<PlayerListAction>] =
            mode == .list
            ? [ScreenAction(.add, "Add"), ScreenAction(.select, "Select"), ScreenAction(.history, "History")]
            : [ScreenAction(.confirm, "Confirm players", isEnabled: ticked >= 2), ScreenAction(.select, "Cancel")]
        return PlayerListViewState(mode: mode, rows: rows, toolbar: toolbar)
    }

    @Test("The list is /players; choosing who plays adds /select above it, so Back leaves the mode first")
    func listRoutes() {
        #expect(list().routes == [route(.players)])
        #expect(list(.selection).routes == [route(.players), route(.select)])
    }

    @Test("From the list: a player, their edit, PlayerAdd and History open with the action a user would tap")
    func listSteps() {
        let state = list()
        #expect(state.step(toward: route(.player(alice.id))) == .perform(.open(alice.id)))
        #expect(state.step(toward: route(.editPlayer(bob.id, .age))) == .perform(.open(bob.id)))
        #expect(state.step(toward: route(.newPlayer)) == .perform(.add))
        #expect(state.step(toward: route(.history)) == .perform(.history))
        #expect(state.step(toward: route(.games)) == .perform(.games))
        #expect(state.step(toward: route(.pastGather(UUID()))) == .perform(.history))
        #expect(state.step(toward: route(.select)) == .perform(.select))
        #expect(state.step(toward: route(.teams)) == .perform(.select))
        #expect(state.step(toward: route(.login)) == nil)
    }

    @Test("Teams open from the selection once two players are ticked; anything else leaves the selection first")
    func selectionSteps() {
        #expect(list(.selection, ticked: 2).step(toward: route(.teams)) == .perform(.confirm))
        #expect(
            list(.selection, ticked: 1).step(toward: route(.teams))
                == .unavailable("Tick at least two players, then confirm them to pick the teams."))
        #expect(list(.selection).step(toward: route(.player(alice.id))) == .perform(.select))
    }

    @Test("What no longer exists, or was never an address, is explained instead of opened")
    func listUnavailable() throws {
        let state = list()
        #expect(
            state.step(toward: route(.player(UUID()))) == .unavailable("That player is not on your roster any more."))
        #expect(
            state.step(toward: route(.gather)) == .unavailable("No match is being played. Pick the teams to start one.")
        )
        let garbage = try #require(Route(path: "/players/zzz"))
        #expect(state.step(toward: garbage) == .unavailable("There is no screen at /players/zzz."))
    }

    @Test("A player's detail is /players/{id} and opens the edit of the field the address names")
    func detail() {
        let state = PlayerDetailPresenter.makeState(for: alice, form: PlayerDetailForm(lines: []))
        #expect(state.routes == [route(.player(alice.id))])
        #expect(state.step(toward: route(.editPlayer(alice.id, .skill))) == .perform(.edit(.skill)))
        #expect(state.step(toward: route(.editPlayer(bob.id, .skill))) == nil)
        #expect(PlayerDetailViewState().routes.isEmpty)
    }

    @Test("History opens a listed gather; one no longer listed is explained")
    func history() {
        let gather = GatherSummary(
            id: UUID(), date: "24 Nov 2026", score: "2-1", winner: "Team A", teamA: [], teamB: [])
        let state = HistoryViewState(title: "History", rows: [gather], emptyMessage: nil, isLoading: false)
        #expect(state.routes == [route(.history)])
        #expect(state.step(toward: route(.pastGather(gather.id))) == .perform(.open(gather.id)))
        #expect(
            state.step(toward: route(.pastGather(UUID())))
                == .unavailable("That gather is not in your history any more."))
        #expect(state.step(toward: route(.players)) == nil)
        let detail = GatherDetailViewState(title: "", gather: gather)
        #expect(detail.routes == [route(.pastGather(gather.id))])
    }

    @Test("Login comes first: every screen of the app waits until the user has logged in")
    func login() throws {
        let state = LoginViewState()
        #expect(state.routes == [route(.login)])
        #expect(state.step(toward: route(.player(alice.id))) == .afterThisScreen)
        let garbage = try #require(Route(path: "/history/new"))
        #expect(state.step(toward: garbage) == .unavailable("There is no screen at /history/new."))
    }

    @Test("The forms and the match stand for their own addresses; a match left from the teams does not open again")
    func leaves() {
        #expect(PlayerAddViewState().routes == [route(.newPlayer)])
        #expect(ConfirmPlayersViewState().routes == [route(.teams)])
        #expect(
            ConfirmPlayersViewState().step(toward: route(.gather))
                == .unavailable("That match was left and discarded. Start Gather starts a new one."))
        #expect(ConfirmPlayersViewState().step(toward: route(.history)) == nil)
        #expect(GatherViewState().routes == [route(.gather)])
        #expect(GatherViewState().step(toward: route(.players)) == nil)
        let edit = PlayerEditViewState(playerID: alice.id, field: .age, title: "Age", input: .choice([]))
        #expect(edit.routes == [route(.editPlayer(alice.id, .age))])
        #expect(PlayerEditViewState().routes.isEmpty)
    }
}
