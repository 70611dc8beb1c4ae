import VIPERKit

extension PlayerListViewState {
    /// `/players`, and `/select` above it while choosing who plays.
    public var routes: [Route] {
        mode == .selection ? [AppRoute.players.route, AppRoute.select.route] : [AppRoute.players.route]
    }

    /// Opens a player, PlayerAdd, History, Games or the match in progress (`/gather`), or chooses
    /// who plays and confirms them for `/teams`.
    public func step(toward route: Route) -> RouteStep<PlayerListAction>? {
        guard let target = AppRoute(route) else { return .unavailable(AppRoute.noScreen(at: route)) }
        if target == .gather {
            // The match in progress, on whichever device it was started.
            guard offeredActions.allows(.openMatch) else {
                return .unavailable("No match is being played. Pick the teams to start one.")
            }
            return .perform(.openMatch)
        }
        if case .watch = target { return .unavailable(AppRoute.watchElsewhere) }
        if case .invite = target { return .unavailable(AppRoute.inviteElsewhere) }
        if mode == .selection, target != .teams { return .perform(.select) }
        let here: AppRoute = mode == .selection ? .select : .players
        switch here.next(toward: target) {
        case .newPlayer: return .perform(.add)
        case .player(let id):
            guard rows.contains(where: { $0.id == id }) else {
                return .unavailable("That player is not on your roster any more.")
            }
            return .perform(.open(id))
        case .select: return .perform(.select)
        case .teams:
            guard offeredActions.allows(.confirm) else {
                return .unavailable("Tick at least two players, then confirm them to pick the teams.")
            }
            return .perform(.confirm)
        case .history: return .perform(.history)
        case .games: return .perform(.games)
        default: return nil
        }
    }
}
