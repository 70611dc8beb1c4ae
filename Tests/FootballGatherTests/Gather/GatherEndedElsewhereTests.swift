import Clocks
import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Gather: a match ended on another device leaves every screen showing it, saying the result")
struct GatherEndedElsewhereTests {
    let view = RecordingGatherView()
    let router = RecordingGatherRouter()
    let service = FakeGatherService(gathers: [GatherFlowFixtures.gather])
    let changes = ScriptedTopicChanges()
    let delegate = RecordingGatherDelegate()

    func makePresenter() -> GatherPresenter {
        GatherPresenter(
            view: view,
            interactor: GatherInteractor(gathers: service, changes: changes, gatherID: GatherFlowFixtures.gather.id),
            router: router, delegate: delegate, gather: GatherFlowFixtures.gather,
            matchClock: MatchClock(clock: TestClock()))
    }

    @Test("Reloaded after the end, the screen goes back, telling whoever opened it the result")
    func endedLive() async throws {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        _ = try await service.endGather(id: GatherFlowFixtures.gather.id, score: GatherScore(teamA: 2, teamB: 1)!)

        await presenter.reloadMatch()

        #expect(router.routes == [.playerList])
        #expect(
            delegate.endedElsewhere == [
                Alert(
                    title: "Match ended", message: "The match ended on another device: Team A 2\u{A0}:\u{A0}1 Team B.")
            ])
        #expect(view.alerts.isEmpty)
    }

    @Test("A match discarded on another device closes the screen, telling whoever opened it")
    func discardedElsewhere() async throws {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        try await service.deleteGather(id: GatherFlowFixtures.gather.id)

        await presenter.reloadMatch()

        #expect(router.routes == [.close])
        #expect(
            delegate.discardedElsewhere == [
                Alert(title: "Match discarded", message: "The match was left without a result on another device.")
            ])
        #expect(delegate.endedGathers == 0)
    }

    @Test("Without the result to hand, the notice says only that it ended")
    func withoutTheScore() {
        #expect(
            GatherPresenter.endedElsewhere(nil)
                == Alert(title: "Match ended", message: "The match ended on another device."))
    }

    @Test("A match ended on this screen tells no notice")
    func endedHere() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        view.answers = [true]
        await presenter.perform(.endGather)
        #expect(delegate.endedGathers == 1)
        #expect(delegate.endedElsewhere.isEmpty)
    }
}
