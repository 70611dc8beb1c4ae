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

/// Football Gather's web app wired to in-memory fake services (see ``WebAppHarness``).
@MainActor
final class AppWebHarness: WebAppHarness {
    let accounts: FakeAccountService
    let players: FakePlayerService
    let gathers: FakeGatherService
    let games: FakeGameService
    let settings: InMemoryKeyValueStore
    let watching: FakeWatchService
    let invites: FakeInviteService
    let views: WebViewFactory
    let factory: ModuleFactory

    init(
        accounts: FakeAccountService = FakeAccountService(), players: [Player] = [], gathers: [Gather] = [],
        games: [GameResponse] = [], settings: InMemoryKeyValueStore = InMemoryKeyValueStore(),
        watching: FakeWatchService = FakeWatchService(), invites: FakeInviteService = FakeInviteService(),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.accounts = accounts
        self.players = FakePlayerService(players: players)
        self.gathers = FakeGatherService(gathers: gathers)
        self.games = FakeGameService(games: games)
        self.settings = settings
        self.watching = watching
        self.invites = invites
        let dependencies = AppDependencies.fake(
            accounts: accounts, players: self.players, gathers: self.gathers, games: self.games, settings: settings,
            watching: watching, invites: invites,
            clock: clock)
        let navigator = WebNavigator(appName: "Football Gather")
        let views = WebViewFactory()
        self.views = views
        factory = ModuleFactory(dependencies: dependencies, views: views, navigator: navigator)
        super.init(navigator: navigator, tasks: views.tasks)
    }

    /// Taps the element with `data-action` `action` whose `data-value` is `player`'s id.
    @discardableResult
    func tap(_ action: String, _ player: Player) async -> Bool {
        await send(.action(action, value: player.id.uuidString))
    }
}
