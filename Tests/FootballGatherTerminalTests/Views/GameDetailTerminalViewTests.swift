import FootballGather
import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

@Suite("GameDetail in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct GameDetailTerminalViewTests {
    static let thursday = GameFixtures.thursday

    func openThursday() async -> AppHarness {
        let app = AppHarness(accounts: Roster.loggedInAccounts(), games: [Self.thursday, GameFixtures.lastWeek])
        await app.start(with: app.factory.makeGames())
        await app.press(.enter)
        return app
    }

    @Test("Enter on Games opens the game: its facts and link, then who is in, waits, may come, is out or silent")
    func showsGame() async {
        let app = await openThursday()
        #expect(app.visible(GameDetailTerminalView.self)?.state.gameID == Self.thursday.id)
        GoldenFile.check(app.screen, named: "GameDetail-game")
    }

    @Test("o moves the person under the cursor out and the first waiting in; p ticks paid; + adds a place")
    func organiserMovesPeople() async {
        let app = await openThursday()
        await app.press(.character("o"))
        #expect(app.screen.contains("In (3 of 3)"))
        let view = app.visible(GameDetailTerminalView.self)
        #expect(view?.state.groups.first?.rows.map(\.name) == ["Bruno", "Chloé", "Dan"])
        await app.press(.character("p"))
        #expect(await app.games.stored.first?.people.first { $0.name == "Bruno" }?.paid == true)
        await app.press(.character("+"))
        #expect(view?.state.groups.first?.title == "In (4 of 4)")
        await app.press(.character("a"))
        #expect(await app.games.stored.first?.answersOpen == false)
        await app.press(.escape)
        let row = app.visible(GamesTerminalView.self)?.state.rows.first
        #expect(row?.fill == "4 of 4 in")
        #expect(row?.status == "Answers closed")
    }

    @Test("m shows the reminder with the link; n asks before making a new link; d asks before deleting")
    func remindLinkDelete() async {
        let app = await openThursday()
        await app.press(.character("m"))
        #expect(app.screen.contains("Not answered yet: Ivo."))
        await app.press(.enter)
        await app.press(.character("n"))
        #expect(app.screen.contains("The link you sent stops working"))
        await app.press(.character("y"))
        #expect(app.screen.contains("/games/link1"))
        await app.press(.character("d"), .character("y"))
        #expect(app.visible(GamesTerminalView.self)?.state.rows.map(\.id) == [GameFixtures.lastWeek.id])
    }

    @Test(
        "the invite link is a whole address on the server the app talks to: the embedded one's by default, or --server's",
        arguments: [
            ("http://127.0.0.1:65000", "http://127.0.0.1:65000"),
            ("https://fg.example.org:8443/club/", "https://fg.example.org:8443/club"),
        ])
    func inviteLinkIsWholeAddress(server: String, base: String) async throws {
        let app = AppHarness(accounts: Roster.loggedInAccounts(), games: [Self.thursday])
        app.views.serverURL = try #require(URL(string: server))
        await app.start(with: app.factory.makeGames())
        await app.press(.enter)
        let link = base + Self.thursday.invitePath
        // The address may be wrapped onto the next lines: read it back without the line breaks.
        let lines = app.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex { $0.hasPrefix("Link:") })
        #expect(lines[start...].prefix(3).joined().contains(link))
    }
}
