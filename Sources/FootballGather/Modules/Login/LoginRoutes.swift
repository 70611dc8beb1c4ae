import VIPERKit

extension LoginViewState {
    /// `/login`.
    public var routes: [Route] { [AppRoute.login.route] }

    /// Every other screen waits until the user has logged in.
    public func step(toward route: Route) -> RouteStep<LoginAction>? {
        AppRoute(route) == nil ? .unavailable(AppRoute.noScreen(at: route)) : .afterThisScreen
    }
}
