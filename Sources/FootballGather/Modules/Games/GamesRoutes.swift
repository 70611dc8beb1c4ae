import VIPERKit

extension GamesViewState {
    /// `/games`.
    public var routes: [Route] { [AppRoute.games.route] }

    /// Opens a new game's form for `/games/new`, and a listed game for `/games/{id}` and above.
    public func step(toward route: Route) -> RouteStep<GamesAction>? {
        switch AppRoute.games.next(toward: AppRoute(route) ?? .games) {
        case .newGame: return offeredActions.allows(.newGame) ? .perform(.newGame) : nil
        case .game(let id):
            guard rows.contains(where: { $0.id == id }) else {
                return .unavailable("That game is not in your list any more.")
            }
            return .perform(.open(id))
        default: return nil
        }
    }
}
