import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Games presenter")
struct GamesPresenterTests {
    let view = RecordingGamesView()
    let router = RecordingGamesRouter()
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_521_600)
    static let refresh = ScreenAction(GamesAction.refresh, "Refresh")
    static let toolbar = [ScreenAction(GamesAction.newGame, "New game", role: .primary), refresh]

    func makePresenter(_ service: FakeGameService) -> GamesPresenter {
        GamesPresenter(
            view: view, interactor: GamesInteractor(games: service), router: router, now: { Self.now },
            formatWhen: { "t=\(Int($0.timeIntervalSince1970)) \($1)" })
    }

    static let thursdayRow = GameRow(
        id: GameFixtures.thursday.id, when: "t=1795719600 Europe/London", place: "Hackney Marshes",
        fill: "3 of 3 in · 2 waiting")
    static let lastWeekRow = GameRow(
        id: GameFixtures.lastWeek.id, when: "t=1795114800 Europe/London", place: "Hackney Marshes",
        fill: "0 of 10 in", status: "Answers closed")

    @Test("the organiser sees upcoming games, then past ones, each with when, where and how full")
    func listsGames() async {
        let presenter = makePresenter(FakeGameService(games: [GameFixtures.lastWeek, GameFixtures.thursday]))

        await presenter.viewDidLoad()

        #expect(
            view.states == [
                GamesViewState(),
                GamesViewState(isLoading: true),
                GamesViewState(
                    sections: [
                        GamesSection(title: "Upcoming", rows: [Self.thursdayRow]),
                        GamesSection(title: "Past", rows: [Self.lastWeekRow]),
                    ],
                    toolbar: Self.toolbar),
            ])
        #expect(view.alerts.isEmpty)
    }

    @Test("with no games yet the screen says what to do first")
    func emptyState() async {
        let presenter = makePresenter(FakeGameService())

        await presenter.viewDidLoad()

        #expect(
            presenter.state
                == GamesViewState(
                    emptyMessage: "You have no games yet. Create one, then send its link to your players.",
                    toolbar: Self.toolbar, emptyAction: ScreenAction(.newGame, "Create your first game", role: .primary)
                ))
    }

    @Test("a failed first load says why in place of the list, with Retry, which loads them")
    func failedFirstLoad() async {
        let service = FakeGameService(games: [GameFixtures.thursday])
        let presenter = makePresenter(service)
        await service.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))

        await presenter.viewDidLoad()

        #expect(
            presenter.state
                == GamesViewState(
                    emptyMessage:
                        "Unable to load games. Could not reach the server at http://127.0.0.1:8080. "
                        + "Check that it is running and try again.",
                    emptyAction: ScreenAction(.retry, "Retry", role: .primary)))
        #expect(view.alerts.isEmpty)

        await presenter.perform(.retry)

        #expect(presenter.state.sections == [GamesSection(title: "Upcoming", rows: [Self.thursdayRow])])
        #expect(await service.calls == [.games, .games])
    }

    @Test("a failed refresh keeps the games shown and says why in an alert")
    func failedRefresh() async {
        let service = FakeGameService(games: [GameFixtures.thursday])
        let presenter = makePresenter(service)
        await presenter.viewDidLoad()
        let loaded = presenter.state
        await service.failNextCall(with: .unexpectedResponse(status: 500))

        await presenter.perform(.refresh)

        #expect(presenter.state == loaded)
        #expect(view.alerts == [Alert(title: "Error", message: "Unable to load games. Please try again.")])
    }

    @Test("an expired session sends the organiser back to Login")
    func sessionExpired() async {
        let service = FakeGameService()
        let presenter = makePresenter(service)
        await service.failNextCall(with: .sessionExpired)

        await presenter.viewDidLoad()

        #expect(router.routes == [.login(notice: "Your session has expired. Please log in again.")])
        #expect(view.alerts.isEmpty)
    }

    @Test("New game opens a new game's form; the game created there joins the list in its place")
    func newGame() async {
        let presenter = makePresenter(FakeGameService(games: [GameFixtures.lastWeek, GameFixtures.thursday]))
        await presenter.viewDidLoad()

        await presenter.perform(.newGame)
        #expect(router.routes == [.newGame(delegate: ObjectIdentifier(presenter))])

        var friday = GameFixtures.lastWeek
        friday.id = FakeGameService.id(ofCreated: 1)
        friday.startsAt = GameFixtures.thursdayDate.addingTimeInterval(24 * 60 * 60)
        friday.place = "Regent's Park"
        presenter.gameEditDidSave(friday)

        #expect(
            presenter.state.sections.map { $0.rows.map(\.place) } == [
                ["Hackney Marshes", "Regent's Park"], ["Hackney Marshes"],
            ])
        #expect(presenter.state.emptyMessage == nil)
    }

    @Test("a tap on a game opens it; a change there shows on its row, a deletion removes it")
    func openChangeDelete() async {
        let presenter = makePresenter(FakeGameService(games: [GameFixtures.lastWeek, GameFixtures.thursday]))
        await presenter.viewDidLoad()

        await presenter.perform(.open(GameFixtures.thursday.id))
        await presenter.perform(.open(UUID(fake: 99, kind: 6)))
        #expect(router.routes == [.game(GameFixtures.thursday.id, delegate: ObjectIdentifier(presenter))])

        var fuller = GameFixtures.thursday
        fuller.capacity = 5
        fuller.people[3].standing = .in
        fuller.people[3].waitingPosition = nil
        presenter.gameDetailDidChange(fuller)
        #expect(presenter.state.rows.map(\.fill) == ["4 of 5 in · 1 waiting", "0 of 10 in"])

        presenter.gameDetailDidDelete(id: GameFixtures.thursday.id)
        #expect(presenter.state.sections == [GamesSection(title: "Past", rows: [Self.lastWeekRow])])
    }

    @Test("the way to /games/new and /games/{id}: New game, or the game's row when it is listed")
    func routeSteps() async {
        let presenter = makePresenter(FakeGameService(games: [GameFixtures.thursday]))
        await presenter.viewDidLoad()
        let state = presenter.state
        let id = GameFixtures.thursday.id
        #expect(state.step(toward: AppRoute.newGame.route) == .perform(.newGame))
        #expect(state.step(toward: AppRoute.game(id).route) == .perform(.open(id)))
        #expect(state.step(toward: AppRoute.editGame(id).route) == .perform(.open(id)))
        #expect(
            state.step(toward: AppRoute.game(UUID(fake: 9, kind: 6)).route)
                == .unavailable("That game is not in your list any more."))
        #expect(state.step(toward: AppRoute.history.route) == nil)
    }

    @Test("actions print and parse back")
    func actionsParse() {
        for action in [GamesAction.newGame, .refresh, .retry, .open(GameFixtures.thursday.id)] {
            #expect(GamesAction(name: action.name, argument: action.argument) == action)
        }
        #expect(GamesAction(name: "refresh", argument: "x") == nil)
        #expect(GamesAction(name: "open", argument: nil) == nil)
        #expect(GamesAction(name: "open", argument: "not-an-id") == nil)
    }
}
