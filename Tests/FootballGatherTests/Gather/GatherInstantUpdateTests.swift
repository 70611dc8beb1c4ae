import Clocks
import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A tap shows at once, applied as the server applies the operation it sends
/// (`GatherProgress.applying(_:)`), whether or not the server can be reached.
@MainActor
@Suite("Gather: a tap shows at once, as the server applies it", .timeLimit(.minutes(1)))
struct GatherInstantUpdateTests {
    let view = RecordingGatherView()
    let service = FakeGatherService(gathers: [GatherFlowFixtures.gather])
    let clock = TestClock()
    let interactor: GatherInteractor

    init() {
        interactor = GatherInteractor(gathers: service, gatherID: GatherFlowFixtures.gather.id)
    }

    func makePresenter(resuming progress: GatherProgress? = nil) -> GatherPresenter {
        GatherPresenter(
            view: view, interactor: interactor, router: RecordingGatherRouter(), delegate: nil,
            gather: GatherFlowFixtures.gather, progress: progress, matchClock: MatchClock(clock: clock))
    }

    /// The next operation sent cannot reach the server: it waits, first in line.
    func goOffline() async {
        await service.failNextOperation(with: .unreachable(address: "127.0.0.1:8080"))
    }

    /// The operations sent so far, oldest first.
    func sent() async -> [GatherOperation] {
        await interactor.operationsSent()
        return await service.appliedOperations
    }

    /// The match as the server keeps it after the operations sent (the fake's clock does not run).
    func kept() async -> GatherProgress? {
        await interactor.operationsSent()
        return await service.recordedProgress(ofGather: GatherFlowFixtures.gather.id)
    }

    /// What the screen shows of `match`: the score, the time left and the clock's action.
    static func shown(_ match: GatherProgress) -> [String] {
        let action =
            switch match.clock.status {
            case .stopped: "Start"
            case .running: "Pause"
            case .paused: "Resume"
            }
        return ["\(match.score)", MatchClock.text(seconds: match.clock.secondsLeft), action]
    }

    static func shown(_ state: GatherViewState) -> [String] {
        ["\(state.scoreA):\(state.scoreB)", state.clock, state.clockAction]
    }

    @Test("After every tap the screen shows what the server keeps after the operation it sent")
    func showsWhatTheServerKeeps() async throws {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        let taps: [GatherAction] = [
            .addGoal(.teamA), .addGoal(.teamA), .removeGoal(.teamB), .clock, .addGoal(.teamB), .clock,
            .setTime, .clock, .removeGoal(.teamA), .resetClock, .clock, .clock, .resetClock,
        ]
        for tap in taps {
            if tap == .setTime {
                await presenter.setTime(minutes: 5, seconds: 0)
            } else {
                await presenter.perform(tap)
            }
            let kept = try #require(await kept())
            #expect(Self.shown(presenter.state) == Self.shown(kept), "after \(tap)")
        }
        #expect(Self.shown(presenter.state) == ["1:1", "05:00", "Start"])
    }

    @Test("Offline, Start, Pause, a new time and Reset show at once, as goals do; they go in order once it is back")
    func clockTapsShowOffline() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()

        await goOffline()
        await presenter.perform(.clock)
        #expect(presenter.state == .expected(action: "Pause"))
        await clock.advance(seconds: 2)
        await view.waitForClock("09:58")

        await goOffline()
        await presenter.perform(.clock)
        #expect(presenter.state == .expected(clock: "09:58", action: "Resume"))
        #expect(presenter.state.clockStatus == "Paused")
        await clock.advance(seconds: 5)
        #expect(presenter.state.clock == "09:58")

        await goOffline()
        await presenter.setTime(minutes: 3, seconds: 0)
        #expect(presenter.state == .expected(clock: "03:00", action: "Resume"))

        await goOffline()
        await presenter.perform(.resetClock)
        #expect(presenter.state == .expected(clock: "03:00"))

        await goOffline()
        await presenter.perform(.addGoal(.teamA))
        #expect(presenter.state == .expected(scoreA: 1, clock: "03:00"))
        #expect(interactor.hasUnsentOperations)
        #expect(await kept() == nil)

        // Back online: the next tap takes the waiting ones along, in order.
        await presenter.perform(.addGoal(.teamB))
        #expect(!interactor.hasUnsentOperations)
        #expect(await kept() == GatherProgressTests.progress(1, 1, .stopped, left: 180, set: 180))
        #expect(presenter.state == .expected(scoreA: 1, scoreB: 1, clock: "03:00"))
    }

    @Test("+ at 99 and − at 0 change nothing and send nothing; the other way they count and are sent")
    func goalsAtTheBounds() async {
        let presenter = makePresenter(resuming: GatherProgressTests.progress(99, 0, .stopped, left: 600))
        await presenter.perform(.addGoal(.teamA))
        await presenter.perform(.removeGoal(.teamB))
        #expect(presenter.state == .expected(scoreA: 99))
        #expect(await sent().isEmpty)

        await presenter.perform(.removeGoal(.teamA))
        await presenter.perform(.addGoal(.teamB))
        #expect(presenter.state == .expected(scoreA: 98, scoreB: 1))
        #expect(await sent() == [GatherOperation(.removeGoal, team: .teamA), GatherOperation(.addGoal, team: .teamB)])
    }

    @Test("Start after Time's up! counts down from the time set at once, as the server does")
    func startAfterTimeUp() async {
        let timeUp = GatherProgressTests.progress(2, 0, .stopped, left: 0, set: 90)
        await service.seedProgress(timeUp, ofGather: GatherFlowFixtures.gather.id)
        let presenter = makePresenter(resuming: timeUp)
        await presenter.viewDidLoad()
        #expect(presenter.state == .expected(scoreA: 2, clock: "00:00", message: "Time's up!"))

        await presenter.perform(.clock)

        #expect(presenter.state == .expected(scoreA: 2, clock: "01:30", action: "Pause", run: (1, 90)))
        #expect(await sent() == [GatherOperation(.startClock)])
        #expect(await kept() == GatherProgressTests.progress(2, 0, .running, left: 90, set: 90))
        await clock.advance(seconds: 1)
        await view.waitForClock("01:29")
    }
}
