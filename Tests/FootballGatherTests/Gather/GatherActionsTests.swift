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

    /// The stopped clock's state with `problem` under the typed time.
    static func expected(problem: String?) -> GatherViewState {
        var state = GatherViewState.expected()
        state.timeProblem = problem
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
                .endGather, .back, .shareLiveLink,
            ])
        #expect(
            actions.map(\.title) == [
                "−", "+", "−", "+", "Start", "Reset clock", "End Gather", "Back", "Share live link",
            ])
        #expect(
            actions.map(\.role) == [
                .standard, .standard, .standard, .standard, .primary, .standard, .primary, .cancel, .standard,
            ])
        #expect(actions.allSatisfy { $0.isEnabled })
        #expect(actions.cancelAction()?.id == .back)
        #expect(
            actions.prefix(4).map(\.label) == [
                "Team A remove a goal", "Team A add a goal", "Team B remove a goal", "Team B add a goal",
            ])
        #expect([presenter.state.teamAName, presenter.state.teamBName] == ["Team A", "Team B"])
        #expect(presenter.state.setTimeTitle == "Set time")
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

    @Test(
        "a typed time that cannot be used is explained in the state and leaves the clock alone",
        arguments: [
            ("75", "00", outOfRange), ("00", "60", outOfRange), ("ten", "0", outOfRange), ("", "30", outOfRange),
            ("-1", "30", outOfRange), ("123", "0", outOfRange), ("5", "1.5", outOfRange), ("0", "0", zeroTime),
            ("00", " 00 ", zeroTime),
        ])
    func typedTimeProblems(minutes: String, seconds: String, problem: String) {
        presenter.didEnterTime(minutes: minutes, seconds: seconds)

        #expect(presenter.state == Self.expected(problem: problem))
        #expect(view.states.last == Self.expected(problem: problem))
        #expect(view.alerts.isEmpty)
    }

    @Test("a typed time that can be used sets the clock, spaces around the numbers allowed")
    func typedTime() {
        presenter.didEnterTime(minutes: " 7 ", seconds: "03")

        #expect(presenter.state == .expected(clock: "07:03", setMinutes: 7, setSeconds: 3))
        #expect(view.alerts.isEmpty)
    }

    @Test("the typed time's problem goes once a time can be used, or with the next action")
    func typedTimeProblemCleared() async {
        presenter.didEnterTime(minutes: "0", seconds: "0")
        presenter.didEnterTime(minutes: "2", seconds: "30")
        #expect(presenter.state == .expected(clock: "02:30", setMinutes: 2, setSeconds: 30))

        presenter.didEnterTime(minutes: "99", seconds: "0")
        #expect(presenter.state.timeProblem == Self.outOfRange)
        await presenter.perform(.addGoal(.teamA))
        #expect(presenter.state == .expected(scoreA: 1, clock: "02:30", setMinutes: 2, setSeconds: 30))
    }

    @Test("a picked time and a typed time are checked with the same sentences")
    func sameSentences() {
        presenter.didSetTime(minutes: 0, seconds: 0)
        presenter.didSetTime(minutes: 60, seconds: 0)
        presenter.didEnterTime(minutes: "0", seconds: "0")
        let typedZero = presenter.state.timeProblem
        presenter.didEnterTime(minutes: "60", seconds: "0")

        #expect(view.alerts.map(\.message) == [Self.zeroTime, Self.outOfRange])
        #expect([typedZero, presenter.state.timeProblem] == [Self.zeroTime, Self.outOfRange])
    }
}
