import VIPERKit

extension GamesViewState {
    /// `/games`.
    public var routes: [Route] { [AppRoute.games.route] }

    /// Opens a new game's form for `/games/new`.
    public func step(toward route: Route) -> RouteStep<GamesAction>? {
        guard AppRoute(route) == .newGame else { return nil }
        return offeredActions.allows(.newGame) ? .perform(.newGame) : nil
    }
}
