import Clocks
import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// The Gather screen's actions as the state offers them, their text form, `perform(_:)` and the
/// time typed into a front end's fields.
@MainActor
@Suite("Gather presenter: actions and the typed time", .timeLimit(.minutes(1)))
struct GatherActionsTests {
    let view = RecordingGatherView()
    let router = RecordingGatherRouter()
    let service = FakeGatherService(gathers: [GatherFlowFixtures.gather])
    let clock = TestClock()
    let presenter: GatherPresenter

    nonisolated static let outOfRange = "Minutes and seconds must each be a whole number from 0 to 59."
    nonisolated static let zeroTime = "Please choose a time longer than 00:00."

    init() {
        presenter = GatherPresenter(
            view: view,
            interactor: GatherInteractor(gathers: service, gatherID: GatherFlowFixtures.gather.id),
            router: router, delegate: nil, gather: GatherFlowFixtures.gather, matchClock: MatchClock(clock: clock)
        )
    }

    /// The stopped clock's state with the time picker open on `minutes` and `seconds` as typed,
    /// and `problem` under them.
    static func expected(minutes: String = "10", seconds: String = "00", problem: String? = nil) -> GatherViewState {
        var state = GatherViewState.expected()
        state.timePicker = MatchTimePicker(title: "Set time", seconds: 600)
        state.timePicker?.minutes = minutes
        state.timePicker?.seconds = seconds
        state.timePicker?.problem = problem
        return state
    }

    @Test(
        "the state offers each team's goals, the clock, Reset clock, End Gather, Back and Share live link, with their titles"
    )
    func offeredActions() {
        let actions = presenter.state.offeredActions

        #expect(
            actions.map(\.id) == [
                .removeGoal(.teamA), .addGoal(.teamA), .removeGoal(.teamB), .addGoal(.teamB), .clock, .resetClock,
                .openTimePicker, .endGather, .back, .shareLiveLink,
            ])
        #expect(
            actions.map(\.title) == [
                "−", "+", "−", "+", "Start", "Reset clock", "Set time", "End Gather", "Back", "Share live link",
            ])
        #expect(
            actions.map(\.role) == [
                .standard, .standard, .standard, .standard, .primary, .standard, .standard, .primary, .cancel,
                .standard,
            ])
        #expect(actions.allSatisfy { $0.isEnabled })
        #expect(actions.cancelAction()?.id == .back)
        #expect(
            actions.prefix(4).map(\.label) == [
                "Team A remove a goal", "Team A add a goal", "Team B remove a goal", "Team B add a goal",
            ])
        #expect([presenter.state.teamAName, presenter.state.teamBName] == ["Team A", "Team B"])
    }

    @Test("the clock action's title follows the clock: Start, Pause, Resume")
    func clockTitle() {
        #expect(presenter.state.clockActions.map(\.title) == ["Start", "Reset clock"])
        presenter.didTapClockAction()
        #expect(presenter.state.clockActions.map(\.title) == ["Pause", "Reset clock"])
        presenter.didTapClockAction()
        #expect(presenter.state.clockActions.map(\.title) == ["Resume", "Reset clock"])
    }

    @Test("each action's text form names it back; other text names no action")
    func textForm() {
        let actions: [GatherAction] = [
            .addGoal(.teamA), .addGoal(.teamB), .removeGoal(.teamA), .removeGoal(.teamB), .clock, .resetClock,
            .endGather, .back,
        ]
        for action in actions {
            #expect(GatherAction(name: action.name, argument: action.argument) == action)
        }
        #expect(
            actions.map(\.name) == [
                "add-goal", "add-goal", "remove-goal", "remove-goal", "clock-action", "reset-clock", "end-gather",
                "back",
            ])
        #expect(GatherAction(name: "add-goal", argument: nil) == nil)
        #expect(GatherAction(name: "add-goal", argument: "team-c") == nil)
        #expect(GatherAction(name: "clock-action", argument: "team-a") == nil)
        #expect(GatherAction(name: "start-gather", argument: nil) == nil)
    }

    @Test("perform runs each action: goals, the clock and Reset clock")
    func performScoreAndClock() async {
        await presenter.perform(.addGoal(.teamA))
        await presenter.perform(.addGoal(.teamA))
        await presenter.perform(.removeGoal(.teamA))
        await presenter.perform(.addGoal(.teamB))
        #expect(presenter.state == .expected(scoreA: 1, scoreB: 1))

        await presenter.perform(.clock)
        await clock.advance(seconds: 1)
        await view.waitForClock("09:59")
        #expect(presenter.state == .expected(scoreA: 1, scoreB: 1, clock: "09:59", action: "Pause"))

        await presenter.perform(.resetClock)
        #expect(presenter.state == .expected(scoreA: 1, scoreB: 1))
    }

    @Test("perform runs End Gather and Back, each asking first once the gather is under way")
    func performEndAndBack() async throws {
        await presenter.perform(.addGoal(.teamB))
        view.answers = [false, false]

        await presenter.perform(.back)
        await presenter.perform(.endGather)

        #expect(view.questions == [GatherPresenter.leaveQuestion, GatherPresenter.endQuestion])
        #expect(router.routes.isEmpty)

        view.answers = [true]
        await presenter.perform(.endGather)

        let score = try #require(GatherScore(teamA: 0, teamB: 1))
        #expect(await service.callsBesidesProgress == [.endGather(id: GatherFlowFixtures.gather.id, score: score)])
        #expect(router.routes == [.playerList])
    }

    @Test("Set time opens the picker at the time set, offering Set and Cancel in place of the clock's actions")
    func openPicker() async {
        await presenter.perform(.openTimePicker)

        #expect(presenter.state == Self.expected())
        #expect(
            presenter.state.offeredActions.map(\.id) == [
                .removeGoal(.teamA), .addGoal(.teamA), .removeGoal(.teamB), .addGoal(.teamB), .setTime,
                .closeTimePicker, .endGather, .back, .shareLiveLink,
            ])
        #expect(presenter.state.timePicker?.set == ScreenAction(.setTime, "Set", role: .primary))
        #expect(presenter.state.timePicker?.cancel == ScreenAction(.closeTimePicker, "Cancel"))
        #expect(
            [presenter.state.timePicker?.minutesLabel, presenter.state.timePicker?.secondsLabel] == [
                "Minutes", "Seconds",
            ])
    }

    @Test("Cancel closes the picker and leaves the clock; the next picker starts from the clock again")
    func cancelPicker() async {
        await presenter.perform(.openTimePicker)
        presenter.fieldDidChange(.minutes, to: "3")

        await presenter.perform(.closeTimePicker)
        #expect(presenter.state == .expected())

        await presenter.perform(.openTimePicker)
        #expect(presenter.state == Self.expected())
    }

    @Test("the fields keep what is typed, cut to 8 characters, and take nothing while the picker is closed")
    func typing() async {
        presenter.fieldDidChange(.minutes, to: "5")
        #expect(presenter.state == .expected())

        await presenter.perform(.openTimePicker)
        presenter.fieldDidChange(.minutes, to: "5")
        presenter.fieldDidChange(.seconds, to: String(repeating: "9", count: 100))

        #expect(presenter.state == Self.expected(minutes: "5", seconds: "99999999"))
    }

    @Test("Back closes the picker and asks before leaving a gather under way")
    func backFromPicker() async {
        await presenter.perform(.addGoal(.teamA))
        await presenter.perform(.openTimePicker)
        view.answers = [false]

        await presenter.perform(.back)

        #expect(presenter.state.timePicker == nil)
        #expect(view.questions.count == 1)
    }

    @Test(
        "a typed time that cannot be used is explained in the state and leaves the clock alone",
        arguments: [
            ("75", "00", outOfRange), ("00", "60", outOfRange), ("ten", "0", outOfRange), ("", "30", outOfRange),
            ("-1", "30", outOfRange), ("123", "0", outOfRange), ("5", "1.5", outOfRange), ("0", "0", zeroTime),
            ("00", " 00 ", zeroTime),
        ])
    func typedTimeProblems(minutes: String, seconds: String, problem: String) async {
        await presenter.setTime(minutes: minutes, seconds: seconds)

        let expected = Self.expected(minutes: minutes, seconds: seconds, problem: problem)
        #expect(presenter.state == expected)
        #expect(view.states.last == expected)
        #expect(view.alerts.isEmpty)
    }

    @Test("a typed time that can be used sets the clock and closes the picker, spaces around the numbers allowed")
    func typedTime() async {
        await presenter.setTime(minutes: " 7 ", seconds: "03")

        #expect(presenter.state == .expected(clock: "07:03"))
        #expect(view.alerts.isEmpty)
    }

    @Test("the typed time's problem goes once a time can be used, or with the next action")
    func typedTimeProblemCleared() async {
        await presenter.setTime(minutes: "0", seconds: "0")
        presenter.fieldDidChange(.minutes, to: "2")
        presenter.fieldDidChange(.seconds, to: "30")
        await presenter.perform(.setTime)
        #expect(presenter.state == .expected(clock: "02:30"))

        await presenter.setTime(minutes: "99", seconds: "0")
        #expect(presenter.state.timePicker?.problem == Self.outOfRange)
        await presenter.perform(.addGoal(.teamA))
        #expect(presenter.state.timePicker?.problem == nil)
        #expect(presenter.state.scoreA == 1)
        #expect(presenter.state.clock == "02:30")
    }

}
