import VIPERKit

extension HistoryViewState {
    /// `/history`.
    public var routes: [Route] { [AppRoute.history.route] }

    /// Opens the past gather `/history/{id}` names, when it is listed.
    public func step(toward route: Route) -> RouteStep<HistoryAction>? {
        guard case .pastGather(let id) = AppRoute(route) else { return nil }
        guard rows.contains(where: { $0.id == id }) else {
            return .unavailable("That gather is not in your history any more.")
        }
        return .perform(.open(id))
    }
}
