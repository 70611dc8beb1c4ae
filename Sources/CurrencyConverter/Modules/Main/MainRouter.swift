import VIPERKit

/// Navigation out of Main.
@MainActor
final class MainRouter: MainRouting {
    private let factory: ModuleFactory
    /// This module's own screen, set by the assembly.
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func showAbout() {
        factory.navigator?.push(factory.makeAbout())
    }
}
