import VIPERKit

/// Navigation out of PlayerAdd: back, or to Login when the session expired.
@MainActor
final class PlayerAddRouter: ModuleRouter, PlayerAddRouting {
    func close() {
        factory.navigator?.pop()
    }
}
