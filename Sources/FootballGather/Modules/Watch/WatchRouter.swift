import VIPERKit

/// Navigation out of Watch: to the app's own first screen.
@MainActor
final class WatchRouter: WatchRouting {
    private let factory: ModuleFactory

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func openApp() async {
        await AppLauncher(factory: factory).start()
    }
}
