import VIPERKit

extension LoginViewState {
    /// `/login`.
    public var routes: [Route] { [AppRoute.login.route] }

    /// Every other screen waits until the user has logged in; a live link opens in a tab of its own.
    public func step(toward route: Route) -> RouteStep<LoginAction>? {
        switch AppRoute(route) {
        case nil: .unavailable(AppRoute.noScreen(at: route))
        case .watch: .unavailable(AppRoute.watchElsewhere)
        case .invite: .unavailable(AppRoute.inviteElsewhere)
        default: .afterThisScreen
        }
    }
}
