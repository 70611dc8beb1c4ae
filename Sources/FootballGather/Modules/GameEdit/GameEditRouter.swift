import VIPERKit

/// Navigation out of GameEdit: back, or to Login when the session expired.
@MainActor
final class GameEditRouter: ModuleRouter, GameEditRouting {
    func close() {
        factory.navigator?.pop()
    }
}
