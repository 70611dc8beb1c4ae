import VIPERKit

/// Navigation out of GameEdit: back, or to Login when the session expired.
@MainActor
final class GameEditRouter: GameEditRouting {
    private let factory: ModuleFactory
    /// This module's own screen, set by the assembly.
    weak var screen: (any Screen)?

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func close() {
        factory.navigator?.pop()
    }

    func showLogin(notice: String) {
        factory.navigator?.setRoot(factory.makeLogin(notice: notice))
    }
}
