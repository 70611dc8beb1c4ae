import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
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

    @Test("History and a gather's page write its time in the viewer's time zone, not the machine's")
    func viewersTimeZone() async throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        var ended = GatherFlowFixtures.gather
        ended.score = try #require(GatherScore(teamA: 3, teamB: 2))
        ended.winner = .teamA
        let harness = GatherFlowHarness(gathers: FakeGatherService(gathers: [ended]), timeZone: tokyo)
        let view = try #require(harness.factory.makeHistory() as? RecordingHistoryView)

        await view.presenter?.viewDidLoad()

        let inTokyo = GatherFlowFixtures.gather.createdAt.formatted(
            Date.FormatStyle(date: .abbreviated, time: .shortened, timeZone: tokyo))
        let inLondon = GatherFlowFixtures.gather.createdAt.formatted(
            Date.FormatStyle(date: .abbreviated, time: .shortened, timeZone: TimeZone(identifier: "Europe/London")!))
        #expect(inTokyo != inLondon)
        #expect(view.states.last?.rows.first?.date == inTokyo)
        #expect(GatherSummary.formatDate(GatherFlowFixtures.gather.createdAt, timeZone: tokyo) == inTokyo)

        let detail = try #require(
            harness.factory.makeGatherDetail(gather: ended, delegate: RecordingGatherDetailDelegate())
                as? RecordingGatherDetailView)
        await detail.presenter?.viewDidLoad()
        #expect(detail.states.last?.gather.date == inTokyo)
        let dayInTokyo = GatherShareText.formatDay(ended.createdAt, timeZone: tokyo)
        #expect(detail.states.last?.shareText.hasSuffix(dayInTokyo) == true)
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
