import FootballGather
import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

@Suite("Games in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct GamesTerminalViewTests {
    @Test("g on the player list opens Games: upcoming, then past, each with when, where and how full")
    func games() async {
        let app = AppHarness(
            accounts: Roster.loggedInAccounts(), players: Roster.all,
            games: [GameFixtures.lastWeek, GameFixtures.thursday])
        await app.start(with: app.factory.makePlayerList())
        await app.press(.character("g"))
        let view = app.visible(GamesTerminalView.self)
        #expect(view?.state.rows.map(\.id) == [GameFixtures.thursday.id, GameFixtures.lastWeek.id])
        GoldenFile.check(app.screen, named: "Games")
        await app.press(.down)
        #expect(view?.list.index == 1)
        await app.press(.character("r"))
        #expect(await app.games.calls == [.games, .games])
        await app.press(.escape)
        #expect(app.visible(PlayerListTerminalView.self) != nil)
    }

    @Test("with no games the screen says what to do first; a failed first load offers Retry on r")
    func emptyAndRetry() async {
        let app = AppHarness(accounts: Roster.loggedInAccounts())
        await app.games.failNextCall(with: .unexpectedResponse(status: 500))
        await app.start(with: app.factory.makeGames())
        #expect(app.screen.contains("Unable to load games. Please try again."))
        #expect(app.screen.contains("r Retry"))
        await app.press(.character("r"))
        GoldenFile.check(app.screen, named: "Games-empty")
    }
}
