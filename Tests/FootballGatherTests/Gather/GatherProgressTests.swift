import Clocks
import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Gather: the match is sent as operations as it goes and resumed where it stood", .timeLimit(.minutes(1)))
struct GatherProgressTests {
    let view = RecordingGatherView()
    let router = RecordingGatherRouter()
    let service = FakeGatherService(gathers: [GatherFlowFixtures.gather])
    let changes = ScriptedTopicChanges()
    let clock = TestClock()
    let interactor: GatherInteractor
    let delegate = RecordingGatherDelegate()

    init() {
        interactor = GatherInteractor(gathers: service, changes: changes, gatherID: GatherFlowFixtures.gather.id)
    }

    /// The news that this gather's match changed.
    static let matchChanged = TopicChange.changed(
        topic: "gather/\(GatherFlowFixtures.gather.id.uuidString)", version: 7)

    func makePresenter(resuming progress: GatherProgress? = nil) -> GatherPresenter {
        GatherPresenter(
            view: view, interactor: interactor, router: router, delegate: delegate, gather: GatherFlowFixtures.gather,
            progress: progress, matchClock: MatchClock(clock: clock))
    }

    static func progress(_ a: Int, _ b: Int, _ status: ClockStatus, left: Int, set: Int = 600) -> GatherProgress {
        GatherProgress(
            score: GatherScore(teamA: a, teamB: b)!,
            clock: ClockProgress(status: status, secondsLeft: left, setSeconds: set))
    }

    /// Performs `action`, then waits until the operations it sent were applied.
    func perform(_ action: GatherAction, on presenter: GatherPresenter) async {
        await presenter.perform(action)
        await interactor.operationsSent()
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

    @Test("Every change the user makes is sent once, as an operation; the seconds of a running clock are not")
    func sendsChangesNotTicks() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        #expect(await sent().isEmpty)

        await perform(.addGoal(.teamA), on: presenter)
        #expect(await sent() == [GatherOperation(.addGoal, team: .teamA)])
        await perform(.clock, on: presenter)
        await clock.advance(seconds: 5)
        await view.waitForClock("09:55")
        await perform(.clock, on: presenter)
        await perform(.clock, on: presenter)
        await perform(.clock, on: presenter)
        await perform(.addGoal(.teamB), on: presenter)
        await presenter.setTime(minutes: 7, seconds: 0)
        await presenter.setTime(minutes: "2", seconds: "30")
        await perform(.resetClock, on: presenter)

        #expect(
            await sent() == [
                GatherOperation(.addGoal, team: .teamA), GatherOperation(.startClock), GatherOperation(.pauseClock),
                GatherOperation(.startClock), GatherOperation(.pauseClock), GatherOperation(.addGoal, team: .teamB),
                GatherOperation(.setClock, seconds: 420), GatherOperation(.setClock, seconds: 150),
                GatherOperation(.resetClock),
            ])
        #expect(await kept() == Self.progress(1, 1, .stopped, left: 150, set: 150))
    }

    @Test("A goal taken back is sent too, so a restart never brings back a score the user undid; one below 0 is not")
    func undoneGoalIsSent() async {
        let presenter = makePresenter()
        await perform(.addGoal(.teamB), on: presenter)
        await perform(.removeGoal(.teamB), on: presenter)
        await perform(.removeGoal(.teamB), on: presenter)

        #expect(await sent() == [GatherOperation(.addGoal, team: .teamB), GatherOperation(.removeGoal, team: .teamB)])
        #expect(await kept() == Self.progress(0, 0, .stopped, left: 600))
    }

    @Test("Running out of time sends nothing: the server counts the clock down from its start")
    func timeUpIsCountedByTheServer() async {
        let presenter = makePresenter()
        await presenter.setTime(minutes: 0, seconds: 3)
        await perform(.clock, on: presenter)
        await clock.advance(seconds: 3)
        await view.waitForTimeUp()

        #expect(await sent() == [GatherOperation(.setClock, seconds: 3), GatherOperation(.startClock)])
    }

    @Test(
        "An operation that could not reach the server goes again with the next one; one the server refused is dropped")
    func unsentOperationsGoAgain() async {
        let presenter = makePresenter()
        await service.failNextOperation(with: .unreachable(address: "127.0.0.1:8080"))
        await perform(.addGoal(.teamA), on: presenter)
        await perform(.addGoal(.teamB), on: presenter)
        await service.failNextOperation(with: .notFound)
        await perform(.addGoal(.teamB), on: presenter)
        await perform(.addGoal(.teamA), on: presenter)

        let goalA = GatherOperation(.addGoal, team: .teamA)
        let goalB = GatherOperation(.addGoal, team: .teamB)
        #expect(await sent() == [goalA, goalA, goalB, goalB, goalA])
        #expect(await kept() == Self.progress(2, 1, .stopped, left: 600))
        #expect(view.lastState?.scoreA == 2)
        #expect(view.lastState?.scoreB == 2)
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
        #expect(await sent().isEmpty)

        await perform(.resetClock, on: presenter)
        #expect(view.lastState?.clock == "07:00")
        #expect(await sent() == [GatherOperation(.resetClock)])
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

    @Test("Once the gather is ended or left, nothing more is sent")
    func nothingAfterTheEnd() async {
        let presenter = makePresenter()
        await perform(.addGoal(.teamA), on: presenter)
        await perform(.clock, on: presenter)
        view.answers = [true]
        await perform(.endGather, on: presenter)
        await clock.advance(seconds: 3)

        #expect(await sent() == [GatherOperation(.addGoal, team: .teamA), GatherOperation(.startClock)])
        #expect(router.routes == [.playerList])
    }

    @Test("A goal scored and the clock started on another device show here once the match's news arrives")
    func followsTheMatch() async throws {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        let id = GatherFlowFixtures.gather.id
        _ = try await service.apply(GatherOperation(.addGoal, team: .teamB), toGather: id)
        _ = try await service.apply(GatherOperation(.setClock, seconds: 300), toGather: id)
        _ = try await service.apply(GatherOperation(.startClock), toGather: id)

        changes.send(.changed(topic: "players", version: 6))
        changes.send(Self.matchChanged)
        await view.waitForState { $0.scoreB == 1 }

        #expect(view.lastState?.clock == "05:00")
        #expect(view.lastState?.clockAction == "Pause")
        await clock.advance(seconds: 1)
        await view.waitForClock("04:59")
        #expect(await service.calls.filter { $0 == .match(id: id) }.count == 1)
        // Only the other device's operations: showing them sends nothing back.
        #expect(
            await sent() == [
                GatherOperation(.addGoal, team: .teamB), GatherOperation(.setClock, seconds: 300),
                GatherOperation(.startClock),
            ])
    }

    @Test("A goal tapped here is not read back when its own news arrives; another device's goal is")
    func ownEchoReadsNothing() async throws {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        let id = GatherFlowFixtures.gather.id
        let topic = "gather/\(id.uuidString)"
        await perform(.addGoal(.teamA), on: presenter)
        let ownID = try #require(
            await service.calls.compactMap { call -> String? in
                guard case .apply(let operation, _) = call else { return nil }
                return operation.id
            }.first)
        let readsBefore = await service.calls.filter { $0 == .match(id: id) }.count

        changes.send(.changed(topic: topic, version: 8, cause: ownID))
        _ = try await service.apply(GatherOperation(.addGoal, team: .teamB, id: "other-device-1"), toGather: id)
        changes.send(.changed(topic: topic, version: 9, cause: "other-device-1"))
        await view.waitForState { $0.scoreB == 1 }

        #expect(view.lastState?.scoreA == 1)
        #expect(await service.calls.filter { $0 == .match(id: id) }.count == readsBefore + 1)
    }

    @Test("A change of this screen still on its way wins over a reload; its own news reloads again")
    func ownChangesWin() async throws {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        await service.failNextOperation(with: .unreachable(address: "127.0.0.1:8080"))
        await perform(.addGoal(.teamA), on: presenter)
        _ = try await service.apply(GatherOperation(.addGoal, team: .teamB), toGather: GatherFlowFixtures.gather.id)

        await presenter.reloadMatch()
        #expect(view.lastState?.scoreA == 1)
        #expect(view.lastState?.scoreB == 0)

        await perform(.addGoal(.teamA), on: presenter)
        await presenter.reloadMatch()
        #expect(view.lastState?.scoreA == 2)
        #expect(view.lastState?.scoreB == 1)
    }

    @Test("A gather ended elsewhere returns here to the players; one deleted elsewhere closes the screen")
    func endedOrDeletedElsewhere() async throws {
        let ended = makePresenter()
        _ = try await service.endGather(id: GatherFlowFixtures.gather.id, score: GatherScore(teamA: 1, teamB: 0)!)
        await ended.reloadMatch()
        #expect(router.routes == [.playerList])
        #expect(delegate.endedGathers == 1)
        await perform(.addGoal(.teamA), on: ended)
        #expect(await sent().isEmpty)

        let other = FakeGatherService(gathers: [])
        let deleted = GatherPresenter(
            view: view, interactor: GatherInteractor(gathers: other, gatherID: GatherFlowFixtures.gather.id),
            router: router, delegate: nil, gather: GatherFlowFixtures.gather, matchClock: MatchClock(clock: clock))
        await deleted.reloadMatch()
        #expect(router.routes == [.playerList, .close])
    }

    @Test("The screen listens for its match while it lives, and no longer once it is gone")
    func listensWhileAlive() async {
        var presenter: GatherPresenter? = makePresenter()
        await presenter?.viewDidLoad()
        #expect(changes.listenerCount == 1)

        presenter = nil
        await changes.waitUntilNobodyListens()

        #expect(changes.listenerCount == 0)
    }
}
