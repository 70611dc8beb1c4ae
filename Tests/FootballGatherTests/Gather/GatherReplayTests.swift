import Clocks
import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite(
    "Gather: a change delivered again counts once, and the screen ends on the server's match", .timeLimit(.minutes(1)))
struct GatherReplayTests {
    let view = RecordingGatherView()
    let router = RecordingGatherRouter()
    let service = FakeGatherService(gathers: [GatherFlowFixtures.gather])
    let clock = TestClock()
    let interactor: GatherInteractor
    static let gatherID = GatherFlowFixtures.gather.id

    init() {
        interactor = GatherInteractor(gathers: service, gatherID: Self.gatherID)
    }

    static func progress(_ a: Int, _ b: Int) -> GatherProgress {
        GatherProgress(
            score: GatherScore(teamA: a, teamB: b)!,
            clock: ClockProgress(status: .stopped, secondsLeft: 600, setSeconds: 600))
    }

    /// Performs `action` as the handling of the page event `origin`, then waits for what it sent.
    func perform(_ action: GatherAction, on presenter: GatherPresenter, asEvent origin: String) async {
        await EventOrigin.$current.withValue(origin) { await presenter.perform(action) }
        await interactor.operationsSent()
    }

    @Test("A screen rebuilt after a restart, sent again the goal the server had counted, shows 1:0, not 2:0")
    func rebuiltScreenShowsTheServersMatch() async {
        let event = uniqueEventOrigin()
        // Before the restart the goal reached the server; the page never heard it was applied.
        let firstID = EventOrigin.writeID(origin: event, kind: "operation", number: 1)
        await service.seedProgress(Self.progress(1, 0), ofGather: Self.gatherID)
        await service.seedAppliedOperation(firstID, ofGather: Self.gatherID)
        let presenter = GatherPresenter(
            view: view, interactor: interactor, router: router, delegate: nil, gather: GatherFlowFixtures.gather,
            progress: Self.progress(1, 0), matchClock: MatchClock(clock: clock))
        await presenter.viewDidLoad()

        await perform(.addGoal(.teamA), on: presenter, asEvent: event)

        #expect(await service.sentOperationIDs == [firstID])
        #expect(await service.recordedProgress(ofGather: Self.gatherID) == Self.progress(1, 0))
        #expect(view.lastState?.scoreA == 1)
        #expect(view.lastState?.scoreB == 0)

        await perform(.addGoal(.teamA), on: presenter, asEvent: uniqueEventOrigin())
        #expect(await service.recordedProgress(ofGather: Self.gatherID) == Self.progress(2, 0))
        #expect(view.lastState?.scoreA == 2)
    }

    @Test("An operation gets its id when it is handed over, so one that goes again carries the id it first had")
    func idStampedAtEnqueue() async {
        let presenter = GatherPresenter(
            view: view, interactor: interactor, router: router, delegate: nil, gather: GatherFlowFixtures.gather,
            matchClock: MatchClock(clock: clock))
        let (first, second) = (uniqueEventOrigin(), uniqueEventOrigin())
        await service.failNextOperation(with: .unreachable(address: "127.0.0.1:8080"))

        await perform(.addGoal(.teamA), on: presenter, asEvent: first)
        await perform(.addGoal(.teamB), on: presenter, asEvent: second)

        let firstID = EventOrigin.writeID(origin: first, kind: "operation", number: 1)
        let secondID = EventOrigin.writeID(origin: second, kind: "operation", number: 1)
        #expect(await service.sentOperationIDs == [firstID, firstID, secondID])
        #expect(await service.recordedProgress(ofGather: Self.gatherID) == Self.progress(1, 1))
    }

    @Test("Without an event (a terminal key) each operation gets a new id of its own")
    func freshIDsWithoutEvents() async {
        let presenter = GatherPresenter(
            view: view, interactor: interactor, router: router, delegate: nil, gather: GatherFlowFixtures.gather,
            matchClock: MatchClock(clock: clock))
        await presenter.perform(.addGoal(.teamA))
        await presenter.perform(.addGoal(.teamA))
        await interactor.operationsSent()

        let ids = await service.sentOperationIDs.compactMap { $0 }
        #expect(ids.count == 2)
        #expect(Set(ids).count == 2)
        #expect(ids.allSatisfy(WriteIDRules.isValid))
        #expect(view.lastState?.scoreA == 2)
    }
}
