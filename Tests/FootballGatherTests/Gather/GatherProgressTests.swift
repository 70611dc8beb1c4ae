import Clocks
import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite("Gather: the match is recorded as it goes and resumed where it stood", .timeLimit(.minutes(1)))
struct GatherProgressTests {
    let view = RecordingGatherView()
    let router = RecordingGatherRouter()
    let service = FakeGatherService(gathers: [GatherFlowFixtures.gather])
    let clock = TestClock()
    let interactor: GatherInteractor

    init() {
        interactor = GatherInteractor(gathers: service, gatherID: GatherFlowFixtures.gather.id)
    }

    func makePresenter(resuming progress: GatherProgress? = nil) -> GatherPresenter {
        GatherPresenter(
            view: view, interactor: interactor, router: router, delegate: nil, gather: GatherFlowFixtures.gather,
            progress: progress, matchClock: MatchClock(clock: clock))
    }

    static func progress(_ a: Int, _ b: Int, _ status: ClockStatus, left: Int, set: Int = 600) -> GatherProgress {
        GatherProgress(
            score: GatherScore(teamA: a, teamB: b)!,
            clock: ClockProgress(status: status, secondsLeft: left, setSeconds: set))
    }

    /// Performs `action`, then waits until what it recorded was sent (each recording is then
    /// seen, where quick changes in a row would send only the latest).
    func perform(_ action: GatherAction, on presenter: GatherPresenter) async {
        await presenter.perform(action)
        await interactor.progressSent()
    }

    /// The progress recorded so far, oldest first.
    func recorded() async -> [GatherProgress] {
        await interactor.progressSent()
        return await service.calls.compactMap { call in
            if case .recordProgress(let progress, _) = call { progress } else { nil }
        }
    }

    @Test("Every change the user makes is recorded once; the seconds of a running clock are not")
    func recordsChangesNotTicks() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        #expect(await recorded().isEmpty)

        await perform(.addGoal(.teamA), on: presenter)
        #expect(await recorded() == [Self.progress(1, 0, .stopped, left: 600)])
        await perform(.clock, on: presenter)
        await clock.advance(seconds: 5)
        await view.waitForClock("09:55")
        await perform(.clock, on: presenter)
        await perform(.addGoal(.teamB), on: presenter)
        presenter.didSetTime(minutes: 7, seconds: 0)

        #expect(
            await recorded() == [
                Self.progress(1, 0, .stopped, left: 600), Self.progress(1, 0, .running, left: 600),
                Self.progress(1, 0, .paused, left: 595), Self.progress(1, 1, .paused, left: 595),
                Self.progress(1, 1, .paused, left: 420, set: 420),
            ])
    }

    @Test("A goal taken back is recorded too, so a restart never brings back a score the user undid")
    func undoneGoalIsRecorded() async {
        let presenter = makePresenter()
        await perform(.addGoal(.teamB), on: presenter)
        await perform(.removeGoal(.teamB), on: presenter)

        #expect(await recorded().last == Self.progress(0, 0, .stopped, left: 600))
    }

    @Test("Running out of time is recorded, as 00:00 stopped")
    func timeUpIsRecorded() async {
        let presenter = makePresenter()
        presenter.didSetTime(minutes: 0, seconds: 3)
        await perform(.clock, on: presenter)
        await clock.advance(seconds: 3)
        await view.waitForTimeUp()

        #expect(await recorded().last == Self.progress(0, 0, .stopped, left: 0, set: 3))
    }

    @Test("A resumed gather shows its score, and a running clock goes on from the time left")
    func resumeRunning() async {
        let presenter = makePresenter(resuming: Self.progress(2, 1, .running, left: 252, set: 420))
        await presenter.viewDidLoad()

        #expect(view.lastState?.scoreA == 2)
        #expect(view.lastState?.scoreB == 1)
        #expect(view.lastState?.clock == "04:12")
        #expect(view.lastState?.clockAction == "Pause")
        await clock.advance(seconds: 2)
        await view.waitForClock("04:10")
        #expect(await recorded().isEmpty)

        await perform(.resetClock, on: presenter)
        #expect(view.lastState?.clock == "07:00")
        #expect(await recorded() == [Self.progress(2, 1, .stopped, left: 420, set: 420)])
    }

    @Test("A resumed gather whose time ran out meanwhile shows 00:00 and Time's up; a paused one waits for Resume")
    func resumeStill() async {
        let timeUp = makePresenter(resuming: Self.progress(0, 3, .stopped, left: 0))
        await timeUp.viewDidLoad()
        #expect(view.lastState?.clock == "00:00")
        #expect(view.lastState?.clockMessage == "Time's up!")
        #expect(view.lastState?.clockAction == "Start")

        let paused = makePresenter(resuming: Self.progress(1, 1, .paused, left: 61))
        await paused.viewDidLoad()
        #expect(view.lastState?.clock == "01:01")
        #expect(view.lastState?.clockAction == "Resume")
    }

    @Test("Once the gather is ended or left, nothing more is recorded")
    func nothingAfterTheEnd() async {
        let presenter = makePresenter()
        await perform(.addGoal(.teamA), on: presenter)
        await perform(.clock, on: presenter)
        view.answers = [true]
        await perform(.endGather, on: presenter)
        await clock.advance(seconds: 3)

        #expect(
            await recorded() == [Self.progress(1, 0, .stopped, left: 600), Self.progress(1, 0, .running, left: 600)])
        #expect(router.routes == [.playerList])
    }
}
