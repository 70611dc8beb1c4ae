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

@Suite("Games in the browser", .timeLimit(.minutes(1)))
@MainActor
struct GamesWebViewTests {
    @Test("Games from the player list: upcoming, then past, at /games; Back returns to the list")
    func games() async {
        let app = AppWebHarness(
            accounts: Roster.loggedInAccounts(), players: Roster.all,
            games: [GameFixtures.lastWeek, GameFixtures.thursday])
        await app.start(with: app.factory.makePlayerList())
        await app.tap("games")
        #expect(app.visible(GamesWebView.self)?.state.rows.count == 2)
        #expect(app.navigator.render().addresses == ["/players", "/games"])
        GoldenFile.check(app.page, named: "Games", fileExtension: "html")
        await app.tap("refresh")
        #expect(await app.games.calls == [.games, .games])
    }

    @Test("with no games the screen says what to do first; a failed first load offers Retry")
    func emptyAndRetry() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts())
        await app.games.failNextCall(with: .unexpectedResponse(status: 500))
        await app.start(with: app.factory.makeGames())
        #expect(app.shows("Unable to load games. Please try again."))
        await app.tap("retry")
        GoldenFile.check(app.page, named: "Games-empty", fileExtension: "html")
    }
}
