import VIPERKit

extension ConfirmPlayersViewState {
    /// `/teams`.
    public var routes: [Route] { [AppRoute.teams.route] }

    /// A match left from here was discarded: nothing opens it again, and Start Gather starts another.
    public func step(toward route: Route) -> RouteStep<ConfirmPlayersAction>? {
        guard AppRoute(route) == .gather else { return nil }
        return .unavailable("That match was left and discarded. Start Gather starts a new one.")
    }
}
