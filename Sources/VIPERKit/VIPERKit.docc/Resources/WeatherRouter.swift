import VIPERKit

/// Navigation of Weather: builds the next module and hands it to the navigator.
@MainActor
final class WeatherRouter: WeatherRouting {
    /// Held weakly: the navigator owns the screens, and through them this router.
    private weak var navigator: (any Navigator)?
    /// This module's own screen, set by the assembly (for `pop(to:)`).
    weak var screen: (any Screen)?

    init(navigator: any Navigator) {
        self.navigator = navigator
    }

    func close() {
        navigator?.pop()
    }
}
