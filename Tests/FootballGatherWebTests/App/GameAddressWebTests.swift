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

/// The games' screens taken to their addresses the way a reload or a shared address does: through
/// the screens' own actions and Back.
@Suite("Addresses of games: /games, /games/new, /games/<id>, /games/<id>/edit", .timeLimit(.minutes(1)))
@MainActor
struct GameAddressWebTests {
    private func appOnList() async -> AppWebHarness {
        let app = AppWebHarness(
            accounts: Roster.loggedInAccounts(), players: Roster.all,
            games: [GameFixtures.thursday, GameFixtures.lastWeek])
        await app.start(with: app.factory.makePlayerList())
        return app
    }

    @discardableResult
    private func walk(_ app: AppWebHarness, to screen: AppRoute) async -> RouteWalker.Outcome {
        await RouteWalker.walk(app.navigator, to: screen.route, tasks: app.views.tasks)
    }

    @Test("a game's edit address opens its form over the game over Games over the list; Back walks down")
    func editAddress() async {
        let app = await appOnList()
        let id = GameFixtures.thursday.id
        #expect(await walk(app, to: .editGame(id)) == .arrived)
        #expect(
            app.navigator.render().addresses == [
                "/players", "/games", "/games/\(id.uuidString)", "/games/\(id.uuidString)/edit",
            ])
        #expect(app.visible(GameEditWebView.self)?.state.title == "Edit game")
        #expect(await walk(app, to: .games) == .arrived)
        #expect(app.navigator.render().addresses == ["/players", "/games"])
        #expect(await walk(app, to: .newGame) == .arrived)
        #expect(app.visible(GameEditWebView.self)?.state.title == "New game")
    }

    @Test("a game that is not in the list any more stops the walk on Games, saying so")
    func unknownGame() async {
        let app = await appOnList()
        #expect(await walk(app, to: .game(UUID(fake: 99, kind: 6))) != .arrived)
        #expect(app.visible(GamesWebView.self) != nil)
    }
}
