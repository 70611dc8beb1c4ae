import FootballGather
import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitWeb
import VIPERKitWebTesting

@testable import FootballGatherWeb

/// Player names are text from other users: they must reach the page as text, never as markup.
@Suite("Hostile player names in the browser", .timeLimit(.minutes(1)))
@MainActor
struct EscapingWebViewTests {
    static let script = Player(id: UUID(fake: 20, kind: 1), name: "<script>alert(1)</script>", age: 30)
    static let quote = Player(
        id: UUID(fake: 21, kind: 1), name: "\" onmouseover=\"x", preferredPosition: .winger,
        favouriteTeam: "<b>FC</b>")
    let delegate = EndedGatherRecorder()

    /// Checks that the page holds both hostile names escaped, and none of their markup.
    private func expectEscaped(_ app: AppWebHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        let markup = app.markup
        #expect(markup.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), sourceLocation: sourceLocation)
        #expect(markup.contains("&quot; onmouseover=&quot;x"), sourceLocation: sourceLocation)
        #expect(!markup.contains("<script"), sourceLocation: sourceLocation)
        #expect(!markup.contains("\" onmouseover"), sourceLocation: sourceLocation)
        #expect(!markup.contains("onmouseover=\""), sourceLocation: sourceLocation)
    }

    private func app(gathers: [Gather] = []) async -> AppWebHarness {
        let app = AppWebHarness(
            accounts: Roster.loggedInAccounts(), players: [Self.script, Self.quote], gathers: gathers)
        await app.start(with: app.factory.makePlayerList())
        return app
    }

    @Test("the player list, its Delete labels and its delete question")
    func playerList() async {
        let app = await app()
        expectEscaped(app)
        #expect(app.markup.contains("aria-label=\"Delete &lt;script&gt;alert(1)&lt;/script&gt;\""))
        await app.tap("delete", Self.script)
        expectEscaped(app)
    }

    @Test("the details of each player, title included")
    func playerDetail() async {
        let app = await app()
        await app.tap("open", Self.script)
        #expect(app.markup.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
        #expect(!app.markup.contains("<script"))
        await app.tap("nav-back")
        await app.tap("open", Self.quote)
        #expect(app.markup.contains("&lt;b&gt;FC&lt;/b&gt;"))
        #expect(!app.markup.contains("<b>"))
        await app.tap("edit", "name")
        #expect(app.markup.contains("value=\"&quot; onmouseover=&quot;x\""))
    }

    @Test("ConfirmPlayers and Gather: rows and move labels")
    func teams() async {
        let app = await app()
        app.navigator.push(app.factory.makeConfirmPlayers(players: [Self.script, Self.quote], delegate: delegate))
        await app.settle()
        expectEscaped(app)
        #expect(app.markup.contains("aria-label=\"Move &lt;script&gt;alert(1)&lt;/script&gt; to Team A\""))
        await app.tap("move-team-a", Self.script)
        await app.tap("move-team-b", Self.quote)
        await app.tap("start-gather")
        #expect(app.visible(GatherWebView.self) != nil)
        expectEscaped(app)
    }

    @Test("History")
    func history() async {
        let gather = Gather(
            id: UUID(fake: 1, kind: 3), createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            score: GatherScore(teamA: 1, teamB: 0), winner: .teamA,
            players: [.init(player: Self.script, team: .teamA), .init(player: Self.quote, team: .teamB)])
        let app = await app(gathers: [gather])
        await app.tap("history")
        #expect(app.visible(HistoryWebView.self) != nil)
        expectEscaped(app)
    }
}
