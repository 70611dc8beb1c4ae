import VIPERKit

/// Navigation out of GatherDetail: back to History, or to Login when the session expired.
@MainActor
final class GatherDetailRouter: ModuleRouter, GatherDetailRouting {
    func close() {
        factory.navigator?.pop()
    }
}
