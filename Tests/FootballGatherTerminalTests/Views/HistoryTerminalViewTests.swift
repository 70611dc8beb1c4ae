import FootballGather
import FootballGatherAPI
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
        #expect(view.list.index == 1)
    }

    @Test("History of the real module: empty message, then r reloads")
    func historyEmpty() async {
        let app = AppHarness(accounts: Roster.loggedInAccounts())
        await app.start(with: app.factory.makeHistory())
        GoldenFile.check(app.screen, named: "History-empty")
        await app.press(.character("r"))
        #expect(await app.gathers.calls == [.gathers, .gathers])
    }

    @Test("a gather's details: date, result, then each team with its players wrapped to the width")
    func gatherDetail() async {
        let app = AppHarness()
        let view = GatherDetailTerminalView(tasks: app.views.tasks)
        let names = (1...12).map { "Player \($0)" }
        view.render(
            GatherDetailViewState(
                title: "Gather",
                gather: HistoryRow(
                    id: UUID(fake: 1, kind: 3), date: "14 Nov 2023 at 22:13", score: "2:1", winner: "Team A",
                    teamA: names, teamB: ["Chloé", "Dan"]),
                actions: [
                    ScreenAction(.share, "Share", role: .primary, label: "Share the result"),
                    ScreenAction(.delete, "Delete", role: .destructive, label: "Delete this gather"),
                    ScreenAction(.close, "Back", role: .cancel),
                ]))
        app.navigator.setRoot(TerminalView(tasks: app.views.tasks))
        app.navigator.push(view)
        GoldenFile.check(app.screen, named: "GatherDetail")
    }

    @Test("Enter opens the gather under the cursor; d asks, n keeps it, y deletes it and returns to History")
    func openAndDelete() async {
        let newer = Gather(
            id: UUID(fake: 2, kind: 3), createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            score: GatherScore(teamA: 0, teamB: 1), winner: .teamB,
            players: [.init(player: Roster.bruno, team: .teamA), .init(player: Roster.dan, team: .teamB)])
        let older = Gather(
            id: UUID(fake: 1, kind: 3), createdAt: Date(timeIntervalSince1970: 1_600_000_000),
            score: GatherScore(teamA: 2, teamB: 0), winner: .teamA, players: [.init(player: Roster.ana, team: .teamA)])
        let app = AppHarness(accounts: Roster.loggedInAccounts(), gathers: [older, newer])
        await app.start(with: app.factory.makeHistory())
        await app.press(.down, .enter)
        #expect(app.visible(GatherDetailTerminalView.self)?.state.gather.id == older.id)
        await app.press(.escape, .up, .enter)
        #expect(app.screen.contains("Winner: Team B"))
        await app.press(.character("x"))
        #expect(app.screen.contains("Team A 0 : 1 Team B — Bruno v Dan — "))
        await app.press(.enter)
        await app.press(.character("d"))
        #expect(app.screen.contains("Are you sure you want to delete this gather?"))
        await app.press(.character("n"))
        #expect(await app.gathers.stored.count == 2)
        await app.press(.character("d"), .character("y"))
        #expect(app.visible(HistoryTerminalView.self)?.state.rows.map(\.id) == [older.id])
        #expect(await app.gathers.stored.map(\.id) == [older.id])
    }
}
