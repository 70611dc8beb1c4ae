import FootballGather
import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import VIPERKit
import VIPERKitTerminalTesting

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

/// The terminal app wired to in-memory fake services (see ``TerminalAppHarness``).
final class AppHarness: TerminalAppHarness {
    let accounts: FakeAccountService
    let players: FakePlayerService
    let gathers: FakeGatherService
    let games: FakeGameService
    let settings: InMemoryKeyValueStore
    let views: TerminalViewFactory
    let factory: ModuleFactory

    init(
        accounts: FakeAccountService = FakeAccountService(), players: [Player] = [], gathers: [Gather] = [],
        games: [GameResponse] = [], invites: FakeInviteService = FakeInviteService(),
        settings: InMemoryKeyValueStore = InMemoryKeyValueStore(), clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.accounts = accounts
        self.players = FakePlayerService(players: players)
        self.gathers = FakeGatherService(gathers: gathers)
        self.games = FakeGameService(games: games)
        self.settings = settings
        let navigator = TerminalNavigator(appName: FootballGatherTerminalLoader.appName)
        let views = TerminalViewFactory()
        self.views = views
        let dependencies = AppDependencies.fake(
            accounts: accounts, players: self.players, gathers: self.gathers, games: self.games, settings: settings,
            invites: invites, clock: clock)
        factory = ModuleFactory(dependencies: dependencies, views: views, navigator: navigator)
        super.init(navigator: navigator, tasks: views.tasks)
    }
}
