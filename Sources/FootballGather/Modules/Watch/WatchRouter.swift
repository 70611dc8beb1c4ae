import VIPERKit

/// Navigation out of Watch: to the app's own first screen.
@MainActor
final class WatchRouter: ModuleRouter, WatchRouting {
    func openApp() async {
        await AppLauncher(factory: factory).start()
    }
}
