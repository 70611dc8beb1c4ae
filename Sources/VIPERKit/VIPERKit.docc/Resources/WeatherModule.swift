import VIPERKit

/// Assembles the Weather module around a platform view.
@MainActor
public struct WeatherModule: ModuleAssembly {
    private let navigator: any Navigator
    private weak var delegate: (any WeatherDelegate)?

    /// - Parameters:
    ///   - navigator: shows the screens this module opens; the router holds it weakly.
    ///   - delegate: told what happened on the screen; held weakly.
    public init(navigator: any Navigator, delegate: (any WeatherDelegate)? = nil) {
        self.navigator = navigator
        self.delegate = delegate
    }

    public func assemble(view: any WeatherView) -> any Screen {
        let router = WeatherRouter(navigator: navigator)
        let interactor = WeatherInteractor()
        let presenter = WeatherPresenter(
            view: view, interactor: interactor, router: router, delegate: delegate
        )
        view.presenter = presenter
        router.screen = view
        return view
    }
}
