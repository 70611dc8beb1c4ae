import VIPERKit

/// Navigation out of PlayerEdit: back, or to Login when the session expired.
@MainActor
final class PlayerEditRouter: ModuleRouter, PlayerEditRouting {
    func close() {
        factory.navigator?.pop()
    }
}
