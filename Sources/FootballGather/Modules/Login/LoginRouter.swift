import VIPERKit

/// Navigation out of Login.
@MainActor
final class LoginRouter: ModuleRouter, LoginRouting {
    func showPlayerList() {
        factory.navigator?.setRoot(factory.makePlayerList())
    }
}
