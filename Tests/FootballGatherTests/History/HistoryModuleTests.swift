import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("History assembly")
struct HistoryModuleTests {
    @Test("the factory connects a presenter to the view, which lists gathers with dates in the user's locale")
    func assembles() async throws {
        var ended = GatherFlowFixtures.gather
        ended.score = try #require(GatherScore(teamA: 3, teamB: 2))
        ended.winner = .teamA
        let harness = GatherFlowHarness(gathers: FakeGatherService(gathers: [ended]))
        let view = try #require(harness.factory.makeHistory() as? RecordingHistoryView)

        await view.presenter?.viewDidLoad()

        let date = GatherFlowFixtures.gather.createdAt.formatted(date: .abbreviated, time: .shortened)
        #expect(
            view.states.last
                == HistoryViewState(
                    title: "History",
                    rows: [
                        HistoryRow(
                            id: GatherFlowFixtures.gather.id, date: date, score: "3:2", winner: "Team A",
                            teamA: ["Ana", "Cleo"], teamB: ["Ben", "Dan"])
                    ],
                    emptyMessage: nil, isLoading: false))
    }

    @Test("popping the screen releases its view, presenter, interactor and router")
    func releasedWhenPopped() throws {
        let harness = GatherFlowHarness()
        var references: ModuleReferences?
        do {
            let screen = harness.factory.makeHistory()
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingHistoryView)
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        #expect(references?.released == [false, false, false, false])

        harness.navigator.pop()

        #expect(references?.released == [true, true, true, true])
    }
}
