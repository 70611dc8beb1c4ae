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

@Suite("GameEdit in the browser", .timeLimit(.minutes(1)))
@MainActor
struct GameEditWebViewTests {
    @Test("New game opens the form at /games/new with the phone's date and time pickers; a field at fault says why")
    func newGameWithProblems() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts())
        await app.start(with: app.factory.makeGames())
        await app.tap("new-game")
        #expect(app.navigator.render().addresses == ["/games", "/games/new"])
        await app.send(.input(name: "capacity", value: "60"))
        await app.tap("save")
        GoldenFile.check(app.page, named: "GameEdit-problems", fileExtension: "html")
        #expect(await app.games.calls == [.games])
    }

    @Test("once every field is right, Create game saves it and Games lists it")
    func createsGame() async {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts())
        await app.start(with: app.factory.makeGames())
        await app.tap("new-game")
        await app.type("Hackney Marshes", into: "place")
        await app.send(.input(name: "date", value: "2026-12-03"), .input(name: "cost-per-head", value: "4.50"))
        await app.send(.input(name: "repeats-weekly", value: "true"))
        await app.send(.key(.enter, field: "place"))
        #expect(app.visible(GamesWebView.self)?.state.rows.map(\.place) == ["Hackney Marshes"])
        let stored = await app.games.stored.first
        #expect(stored?.costPerHead == 4.5)
        #expect(stored?.repeatsWeekly == true)
        #expect(stored?.startsAt == Date(timeIntervalSince1970: 1_796_324_400))
    }
}
