import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite("GameEdit presenter")
struct GameEditPresenterTests {
    let view = RecordingGameEditView()
    let router = RecordingGameEditRouter()
    let delegate = RecordingGameEditDelegate()
    let games = FakeGameService(games: [GameFixtures.thursday])
    /// Tuesday 24 Nov 2026, 12:00 UTC.
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_521_600)
    static let madrid = TimeZone(identifier: "Europe/Madrid")!

    func makePresenter(editing game: GameResponse? = nil) -> GameEditPresenter {
        GameEditPresenter(
            view: view, interactor: GameEditInteractor(games: games), router: router, delegate: delegate, game: game,
            now: { Self.now }, timeZone: Self.madrid)
    }

    /// The form's fields with `values` and `problems` (by field).
    static func fields(
        _ values: [GameEditField: String], problems: [GameEditField: String] = [:]
    ) -> [GameEditFieldState] {
        [
            GameEditFieldState(
                .date, label: "Date", value: values[.date] ?? "", kind: .date, placeholder: "2026-11-26"),
            GameEditFieldState(.time, label: "Time", value: values[.time] ?? "", kind: .time, placeholder: "19:00"),
            GameEditFieldState(
                .timeZone, label: "Time zone", value: values[.timeZone] ?? "", placeholder: "Europe/London"),
            GameEditFieldState(.place, label: "Place", value: values[.place] ?? "", placeholder: "Where you play"),
            GameEditFieldState(
                .capacity, label: "Players", value: values[.capacity] ?? "", kind: .number, placeholder: "2 to 50"),
            GameEditFieldState(.note, label: "Note", value: values[.note] ?? "", placeholder: "Optional"),
            GameEditFieldState(
                .cost, label: "Cost per head", value: values[.cost] ?? "", kind: .decimal, placeholder: "Optional"),
        ].map { field in
            var field = field
            field.problem = problems[field.id]
            return field
        }
    }

    static let newGameValues: [GameEditField: String] = [
        .date: "2026-11-25", .time: "19:00", .timeZone: "Europe/Madrid", .capacity: "10",
    ]

    static func newGame(
        _ values: [GameEditField: String] = newGameValues, problems: [GameEditField: String] = [:],
        repeatsWeekly: Bool = false, isLoading: Bool = false
    ) -> GameEditViewState {
        GameEditViewState(
            title: "New game", fields: fields(values, problems: problems), repeatsWeekly: repeatsWeekly,
            actions: [
                ScreenAction(.save, "Create game", role: .primary, isEnabled: !isLoading),
                ScreenAction(.cancel, "Cancel", role: .cancel),
            ],
            isLoading: isLoading)
    }

    @Test("a new game starts tomorrow at 19:00 in the device's time zone, for 10 players, with no place yet")
    func newGameDefaults() async {
        await makePresenter().viewDidLoad()
        #expect(view.states == [Self.newGame()])
    }

    @Test("the organiser fills in the game, and Create game sends it, tells the Games screen and goes back")
    func createsGame() async throws {
        let presenter = makePresenter()
        presenter.fieldDidChange(.place, to: "  Hackney Marshes ")
        presenter.fieldDidChange(.capacity, to: "12")
        presenter.fieldDidChange(.note, to: "Bring both shirts")
        presenter.fieldDidChange(.cost, to: "4,50")
        presenter.switchDidChange(.repeatsWeekly, isOn: true)

        await presenter.perform(.save)
        // A second Save after the game was made (Enter pressed twice) makes no second game.
        await presenter.perform(.save)

        let request = GameRequest(
            // 25 Nov 2026 19:00 in Madrid is 18:00 UTC.
            startsAt: Date(timeIntervalSince1970: 1_795_629_600), timeZone: "Europe/Madrid",
            place: "Hackney Marshes", capacity: 12, note: "Bring both shirts", costPerHead: 4.5, repeatsWeekly: true)
        #expect(await games.calls == [.createGame(request)])
        #expect(delegate.saved.map(\.id) == [FakeGameService.id(ofCreated: 1)])
        #expect(router.routes == [.close])
        #expect(view.alerts.isEmpty)
    }

    @Test("a field's problem shows as soon as it is typed, naming the field")
    func problemWhileTyping() {
        let presenter = makePresenter()
        presenter.fieldDidChange(.capacity, to: "51")
        var values = Self.newGameValues
        values[.capacity] = "51"
        #expect(
            presenter.state
                == Self.newGame(
                    values, problems: [.capacity: "The capacity must be a whole number of players from 2 to 50."]))
        presenter.fieldDidChange(.capacity, to: "50")
        values[.capacity] = "50"
        #expect(presenter.state == Self.newGame(values))
    }

    @Test("Save with fields at fault shows every problem and sends nothing")
    func refusesBeforeSending() async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.date, to: "26/11/2026")
        presenter.fieldDidChange(.time, to: "7pm")
        presenter.fieldDidChange(.timeZone, to: "Mars/Olympus")
        presenter.fieldDidChange(.cost, to: "4.505")

        await presenter.perform(.save)

        let values: [GameEditField: String] = [
            .date: "26/11/2026", .time: "7pm", .timeZone: "Mars/Olympus", .capacity: "10", .cost: "4.505",
        ]
        #expect(
            presenter.state
                == Self.newGame(
                    values,
                    problems: [
                        .date: "The date must be a day written as 2026-11-26.",
                        .time: "The time must be a time of day written as 19:00.",
                        .timeZone: "The time zone must be a name such as Europe/London.",
                        .place: "The place must not be empty.",
                        .cost:
                            "The cost per head must be an amount from 0 to 10000 with at most two decimals, or empty.",
                    ]))
        #expect(await games.calls == [])
        #expect(router.routes == [])
    }

    @Test("a new game cannot start in the past; a date that does not exist is refused too")
    func pastAndImpossibleDates() {
        let presenter = makePresenter()
        presenter.fieldDidChange(.date, to: "2026-11-24")
        presenter.fieldDidChange(.time, to: "12:59")
        #expect(presenter.state.field(.date)?.problem == "The date and time must be later than now.")
        presenter.fieldDidChange(.time, to: "13:01")
        #expect(presenter.state.field(.date)?.problem == nil)
        presenter.fieldDidChange(.date, to: "2026-02-30")
        #expect(presenter.state.field(.date)?.problem == "The date must be a day written as 2026-11-26.")
    }

    @Test("editing shows the game as it is, in its own time zone, and Save puts it back changed")
    func editsGame() async {
        let presenter = makePresenter(editing: GameFixtures.thursday)
        await presenter.viewDidLoad()
        var editing = GameEditViewState(
            title: "Edit game",
            fields: Self.fields([
                .date: "2026-11-26", .time: "19:00", .timeZone: "Europe/London", .place: "Hackney Marshes",
                .capacity: "3", .note: "Bring both shirts", .cost: "5",
            ]),
            repeatsWeekly: true,
            actions: [
                ScreenAction(.save, "Save", role: .primary), ScreenAction(.cancel, "Cancel", role: .cancel),
            ])
        editing.gameID = GameFixtures.thursday.id
        #expect(view.states.last == editing)
        #expect(editing.routes == [AppRoute.editGame(GameFixtures.thursday.id).route])

        presenter.fieldDidChange(.capacity, to: "4")
        presenter.fieldDidChange(.note, to: " ")
        await presenter.perform(.save)

        let request = GameRequest(
            startsAt: GameFixtures.thursdayDate, timeZone: "Europe/London", place: "Hackney Marshes", capacity: 4,
            note: nil, costPerHead: 5, repeatsWeekly: true, answersOpen: true)
        #expect(await games.calls == [.updateGame(id: GameFixtures.thursday.id, request)])
        #expect(delegate.saved.first?.capacity == 4)
        #expect(router.routes == [.close])
    }

    @Test("when the server refuses, the form stays with the reason in an alert")
    func serverRefusal() async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.place, to: "Hackney Marshes")
        await games.failNextCall(with: .rejected(reason: "You have too many games."))

        await presenter.perform(.save)

        #expect(view.alerts == [Alert(title: "Error", message: "Unable to create the game. You have too many games.")])
        #expect(router.routes == [])
        #expect(presenter.state.isLoading == false)
    }

    @Test("Cancel leaves at once when nothing changed, and asks first when something did")
    func cancel() async {
        let presenter = makePresenter()
        await presenter.perform(.cancel)
        #expect(view.questions.isEmpty)
        #expect(router.routes == [.close])

        presenter.fieldDidChange(.place, to: "Hackney")
        view.answers = [false, true]
        await presenter.perform(.cancel)
        #expect(router.routes == [.close])
        await presenter.perform(.cancel)
        #expect(view.questions == [GameEditPresenter.discardQuestion, GameEditPresenter.discardQuestion])
        #expect(router.routes == [.close, .close])
        #expect(await games.calls == [])
    }

    @Test("an expired session returns to Login")
    func sessionExpired() async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.place, to: "Hackney Marshes")
        await games.failNextCall(with: .sessionExpired)
        await presenter.perform(.save)
        #expect(router.routes == [.login(notice: "Your session has expired. Please log in again.")])
    }
}
