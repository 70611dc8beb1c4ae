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

@Suite("GameDetail in the browser", .timeLimit(.minutes(1)))
@MainActor
struct GameDetailWebViewTests {
    static let thursday = GameFixtures.thursday

    @Test("a tap on a game opens it at /games/<id>: facts, − and +, the link with Remind, and its people")
    func showsGame() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), games: [Self.thursday])
        await app.start(with: app.factory.makeGames())
        await app.tap("open", Self.thursday.id.uuidString)
        #expect(app.navigator.render().addresses == ["/games", "/games/\(Self.thursday.id.uuidString)"])
        GoldenFile.check(app.page, named: "GameDetail-game", fileExtension: "html")
        #expect(app.markup.contains(#"data-share-url="/games/\#(FakeGameService.token("thursday"))""#))
    }

    @Test("Move in, Move out and the paid tick change the game; Edit opens the form at /games/<id>/edit")
    func organiserChanges() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), games: [Self.thursday])
        await app.start(with: app.factory.makeGames())
        await app.tap("open", Self.thursday.id.uuidString)
        await app.tap("move-in", GameFixtures.personID(8).uuidString)
        #expect(app.shows("In (4 of 3)"))
        await app.tap("paid", GameFixtures.personID(8).uuidString)
        #expect(await app.games.stored.first?.people.first { $0.name == "Ivo" }?.paid == true)
        await app.tap("edit")
        let id = Self.thursday.id.uuidString
        #expect(app.navigator.render().addresses == ["/games", "/games/\(id)", "/games/\(id)/edit"])
        #expect(app.visible(GameEditWebView.self)?.state.field(.place)?.value == "Hackney Marshes")
    }

    @Test("New link asks first; Delete asks, and Yes returns to Games without it")
    func newLinkAndDelete() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), games: [Self.thursday])
        await app.start(with: app.factory.makeGames())
        await app.tap("open", Self.thursday.id.uuidString)
        await app.tap("new-link")
        #expect(app.shows("Make a new invite link?"))
        await app.answerDialog(true)
        #expect(app.markup.contains("/games/\(FakeGameService.token("link1"))"))
        await app.tap("delete")
        await app.answerDialog(true)
        #expect(app.visible(GamesWebView.self)?.state.emptyMessage != nil)
    }
}
