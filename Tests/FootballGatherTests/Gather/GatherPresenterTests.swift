import Clocks
import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite("Gather presenter: score, ending and leaving", .timeLimit(.minutes(1)))
struct GatherPresenterTests {
    let view = RecordingGatherView()
    let router = RecordingGatherRouter()
    let delegate = RecordingGatherDelegate()
    let service = FakeGatherService(gathers: [GatherFlowFixtures.gather])
    let clock = TestClock()
    let presenter: GatherPresenter

    init() {
        presenter = GatherPresenter(
            view: view,
            interactor: GatherInteractor(gathers: service, gatherID: GatherFlowFixtures.gather.id),
            router: router, delegate: delegate, gather: GatherFlowFixtures.gather,
            matchClock: MatchClock(clock: clock)
        )
    }

    static let endQuestion = VIPERKit.Confirmation(
        title: "End Gather", message: "Are you sure you want to end the gather?")
    static let leaveQuestion = VIPERKit.Confirmation(
        title: "Leave Gather",
        message: "The gather has not ended. Are you sure you want to leave without ending it? It will be discarded.")

    @Test("the screen shows both teams without the bench, 0:0 and a stopped ten-minute clock")
    func firstState() async {
        await presenter.viewDidLoad()

        #expect(view.states == [GatherViewState.expected()])
    }

    @Test("goals are added and removed per team, never below 0")
    func keepsTheScore() {
        presenter.didTapIncrementScore(for: .teamA)
        presenter.didTapIncrementScore(for: .teamA)
        presenter.didTapIncrementScore(for: .teamB)
        presenter.didTapDecrementScore(for: .teamA)
        presenter.didTapDecrementScore(for: .teamB)
        presenter.didTapDecrementScore(for: .teamB)

        #expect(
            view.states == [
                .expected(scoreA: 1), .expected(scoreA: 2), .expected(scoreA: 2, scoreB: 1),
                .expected(scoreA: 1, scoreB: 1), .expected(scoreA: 1), .expected(scoreA: 1),
            ])
    }

    @Test("a score never goes past 99")
    func scoreStopsAt99() {
        for _ in 0..<120 { presenter.didTapIncrementScore(for: .teamB) }

        #expect(presenter.state == .expected(scoreB: 99))
    }

    @Test("ending the gather asks first, records the score and winner, and returns to the player list")
    func endGather() async throws {
        presenter.didTapIncrementScore(for: .teamA)
        presenter.didTapIncrementScore(for: .teamA)
        presenter.didTapIncrementScore(for: .teamB)
        view.answers = [true]

        await presenter.didTapEndGather()

        let score = try #require(GatherScore(teamA: 2, teamB: 1))
        #expect(view.questions == [Self.endQuestion])
        #expect(await service.callsBesidesProgress == [.endGather(id: GatherFlowFixtures.gather.id, score: score)])
        #expect(await service.stored.map(\.winner) == [.teamA])
        #expect(delegate.endedGathers == 1)
        #expect(router.routes == [.playerList])
        #expect(
            view.states == [
                .expected(scoreA: 1), .expected(scoreA: 2), .expected(scoreA: 2, scoreB: 1),
                .expected(scoreA: 2, scoreB: 1, isLoading: true), .expected(scoreA: 2, scoreB: 1),
            ])
    }

    @Test("a goalless gather ends as a draw")
    func endsInADraw() async throws {
        view.answers = [true]

        await presenter.didTapEndGather()

        #expect(await service.stored.map(\.score) == [GatherScore(teamA: 0, teamB: 0)])
        #expect(await service.stored.map(\.winner) == [GatherWinner.none])
    }

    @Test("answering No keeps the gather going")
    func endGatherDeclined() async {
        presenter.didTapIncrementScore(for: .teamA)
        view.answers = [false]

        await presenter.didTapEndGather()

        #expect(await service.calls.isEmpty)
        #expect(router.routes.isEmpty)
        #expect(delegate.endedGathers == 0)
        #expect(view.states == [.expected(scoreA: 1)])
    }

    @Test("a failed end says so and keeps the score and the running clock")
    func endGatherFails() async {
        presenter.didTapIncrementScore(for: .teamB)
        presenter.didTapClockAction()
        await service.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))
        view.answers = [true]

        await presenter.didTapEndGather()
        await clock.advance(seconds: 1)
        await view.waitForClock("09:59")

        #expect(
            view.alerts == [
                Alert(
                    title: "Error",
                    message:
                        "Unable to end gather. Could not reach the server at http://127.0.0.1:8080. "
                        + "Check that it is running and try again.")
            ])
        #expect(router.routes.isEmpty)
        #expect(delegate.endedGathers == 0)
        #expect(presenter.state == .expected(scoreB: 1, clock: "09:59", action: "Pause"))
    }

    @Test("an expired session sends the user back to Login")
    func sessionExpired() async {
        await service.failNextCall(with: .sessionExpired)
        view.answers = [true]

        await presenter.didTapEndGather()

        #expect(router.routes == [.login(notice: "Your session has expired. Please log in again.")])
        #expect(view.alerts.isEmpty)
        #expect(delegate.endedGathers == 0)
        #expect(presenter.state == .expected())
    }

    @Test("a gather the user leaves is discarded even when the server cannot be reached, and the user still leaves")
    func leaveOffline() async {
        await service.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))

        await presenter.didTapBack()

        #expect(view.alerts.isEmpty)
        #expect(router.routes == [.close])
        #expect(await service.callsBesidesProgress == [.deleteGather(id: GatherFlowFixtures.gather.id)])
    }

    @Test("leaving before the match started does not ask")
    func leaveBeforeStart() async {
        await presenter.didTapBack()

        #expect(view.questions.isEmpty)
        #expect(router.routes == [.close])
    }

    @Test("leaving a running gather asks first; No stays with the clock still running")
    func leaveDeclined() async {
        presenter.didTapClockAction()
        view.answers = [false]

        await presenter.didTapBack()
        await clock.advance(seconds: 1)
        await view.waitForClock("09:59")

        #expect(view.questions == [Self.leaveQuestion])
        #expect(router.routes.isEmpty)
        #expect(presenter.state == .expected(clock: "09:59", action: "Pause"))
    }

    @Test("leaving a running gather after Yes stops the clock and goes back")
    func leaveConfirmed() async {
        presenter.didTapClockAction()
        view.answers = [true]

        await presenter.didTapBack()
        let rendered = view.states.count
        await clock.advance(seconds: 5)

        #expect(view.questions == [Self.leaveQuestion])
        #expect(router.routes == [.close])
        #expect(view.states.count == rendered)
        #expect(await service.callsBesidesProgress == [.deleteGather(id: GatherFlowFixtures.gather.id)])
    }

    @Test("leaving after a goal asks first, even with the clock stopped")
    func leaveAfterAGoal() async {
        presenter.didTapIncrementScore(for: .teamA)
        view.answers = [true]

        await presenter.didTapBack()

        #expect(view.questions == [Self.leaveQuestion])
        #expect(router.routes == [.close])
    }
}
