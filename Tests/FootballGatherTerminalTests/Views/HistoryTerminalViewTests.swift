import FootballGather
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

@Suite("History in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct HistoryTerminalViewTests {
    @Test("History lists past gathers: date, score, winner and the teams")
    func history() async {
        let app = AppHarness()
        let view = HistoryTerminalView(tasks: app.views.tasks)
        view.render(
            HistoryViewState(
                title: "History",
                rows: [
                    HistoryRow(
                        id: UUID(fake: 1, kind: 3), date: "14 Nov 2023 at 22:13", score: "2:1", winner: "Team A",
                        teamA: ["Ana Lopez", "Bruno"], teamB: ["Chloé", "Dan"]),
                    HistoryRow(
                        id: UUID(fake: 2, kind: 3), date: "13 Nov 2023 at 18:00", score: "-", winner: "-",
                        teamA: ["Ana Lopez"], teamB: ["Dan"]),
                ], emptyMessage: nil, isLoading: false))
        app.navigator.setRoot(TerminalView(tasks: app.views.tasks))
        app.navigator.push(view)
        GoldenFile.check(app.screen, named: "History")
        await app.press(.down)
        #expect(view.cursor.index == 1)
    }

    @Test("History of the real module: empty message, then r reloads")
    func historyEmpty() async {
        let app = AppHarness(accounts: Roster.loggedInAccounts())
        await app.start(with: app.factory.makeHistory())
        GoldenFile.check(app.screen, named: "History-empty")
        await app.press(.character("r"))
        #expect(await app.gathers.calls == [.gathers, .gathers])
    }
}
