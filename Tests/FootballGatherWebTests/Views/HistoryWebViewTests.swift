import FootballGather
import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import VIPERKitWebTesting

@testable import FootballGatherWeb

@Suite("History in the browser", .timeLimit(.minutes(1)))
@MainActor
struct HistoryWebViewTests {
    @Test("History lists past gathers: date, score, winner or draw, and the teams")
    func history() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), players: Roster.all)
        await app.start(with: app.factory.makePlayerList())
        let view = HistoryWebView(tasks: app.views.tasks)
        view.render(
            HistoryViewState(
                title: "History",
                rows: [
                    HistoryRow(
                        id: UUID(fake: 1, kind: 3), date: "14 Nov 2023 at 22:13", score: "2:1", winner: "Team A",
                        teamA: ["Ana Lopez", "Bruno"], teamB: ["Chloé", "Dan"]),
                    HistoryRow(
                        id: UUID(fake: 2, kind: 3), date: "13 Nov 2023 at 18:00", score: "1:1", winner: "Draw",
                        teamA: ["Ana Lopez"], teamB: ["Dan"]),
                    HistoryRow(
                        id: UUID(fake: 3, kind: 3), date: "12 Nov 2023 at 18:00", score: "-", winner: "-",
                        teamA: ["Bruno"], teamB: []),
                ], emptyMessage: nil, isLoading: false))
        app.navigator.push(view)
        GoldenFile.check(app.page, named: "History", fileExtension: "html")
        #expect(app.shows("Not ended"))
        #expect(!app.shows("Winner: -"))
    }

    @Test("History of the real module: the empty sentence, then Refresh loads again")
    func historyEmpty() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts())
        await app.start(with: app.factory.makeHistory())
        GoldenFile.check(app.page, named: "History-empty", fileExtension: "html")
        await app.tap("refresh")
        #expect(await app.gathers.calls == [.gathers, .gathers])
    }

    @Test("an ended gather shows up newest first with its score and winner")
    func endedGather() async {
        let old = Gather(
            id: UUID(fake: 1, kind: 3), createdAt: Date(timeIntervalSince1970: 1_600_000_000),
            score: GatherScore(teamA: 0, teamB: 3),
            winner: .teamB, players: [.init(player: Roster.ana, team: .teamA), .init(player: Roster.dan, team: .teamB)])
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), gathers: [old])
        await app.start(with: app.factory.makeHistory())
        #expect(app.shows("Score 0:3"))
        #expect(app.shows("Winner: Team B"))
        #expect(app.shows("Team A: ") && app.shows("Ana Lopez") && app.shows("Dan"))
    }

    @Test("a gather's details: date, result, winner and both teams, with Share (its text for the page) and Delete")
    func gatherDetail() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts())
        await app.start(with: app.factory.makeHistory())
        let view = GatherDetailWebView(tasks: app.views.tasks)
        view.render(
            GatherDetailViewState(
                title: "Gather",
                gather: HistoryRow(
                    id: UUID(fake: 1, kind: 3), date: "14 Nov 2023 at 22:13", score: "2:1", winner: "Team A",
                    teamA: ["Ana Lopez", "Bruno"], teamB: ["Chloé", "Dan"]),
                shareText: "Team A 2 : 1 Team B — Ana Lopez, Bruno v Chloé, Dan — 14 Nov 2023",
                actions: [
                    ScreenAction(.share, "Share", role: .primary, label: "Share the result"),
                    ScreenAction(.delete, "Delete", role: .destructive, label: "Delete this gather"),
                    ScreenAction(.close, "Back", role: .cancel),
                ]))
        app.navigator.push(view)
        GoldenFile.check(app.page, named: "GatherDetail", fileExtension: "html")
    }

    @Test("a tap on a gather opens it; Delete asks, and Yes returns to History without it")
    func openAndDelete() async {
        let kept = Gather(
            id: UUID(fake: 1, kind: 3), createdAt: Date(timeIntervalSince1970: 1_600_000_000),
            score: GatherScore(teamA: 2, teamB: 0), winner: .teamA, players: [.init(player: Roster.ana, team: .teamA)])
        let deleted = Gather(
            id: UUID(fake: 2, kind: 3), createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            score: GatherScore(teamA: 4, teamB: 4), winner: GatherWinner.none,
            players: [.init(player: Roster.bruno, team: .teamA), .init(player: Roster.dan, team: .teamB)])
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), gathers: [kept, deleted])
        await app.start(with: app.factory.makeHistory())
        await app.tap("open", deleted.id.uuidString)
        #expect(app.visible(GatherDetailWebView.self)?.state.gather.resultLine == "Score 4:4   Draw")
        #expect(app.shows("Bruno") && app.shows("Dan"))
        await app.tap("delete")
        #expect(app.shows("Are you sure you want to delete this gather?"))
        await app.answerDialog(true)
        #expect(app.visible(HistoryWebView.self)?.state.rows.map(\.id) == [kept.id])
        #expect(await app.gathers.stored.map(\.id) == [kept.id])
    }
}
