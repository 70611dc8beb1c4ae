import FootballGather
import FootballGatherTestSupport
import VIPERKit
import VIPERKitTesting

/// A module factory wired to in-memory fakes, recording views and a recording navigator.
@MainActor
final class AppHarness {
    let navigator = RecordingNavigator()
    let views = RecordingViewFactory()
    let accounts: FakeAccountService
    let players: FakePlayerService
    let settings: InMemoryKeyValueStore
    let factory: ModuleFactory

    init(
        accounts: FakeAccountService = FakeAccountService(), players: FakePlayerService = FakePlayerService(),
        settings: InMemoryKeyValueStore = InMemoryKeyValueStore()
    ) {
        self.accounts = accounts
        self.players = players
        self.settings = settings
        factory = ModuleFactory(
            dependencies: .fake(accounts: accounts, players: players, settings: settings), views: views,
            navigator: navigator)
    }
}
