import VIPERKit

/// Navigation out of Login.
@MainActor
final class LoginRouter: LoginRouting {
    private let factory: ModuleFactory
    /// This module's own screen, set by the assembly.
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func showPlayerList() {
        factory.navigator?.setRoot(factory.makePlayerList())
    }
}
