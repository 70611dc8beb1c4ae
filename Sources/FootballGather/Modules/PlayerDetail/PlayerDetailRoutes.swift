import VIPERKit

extension PlayerDetailViewState {
    /// `/players/{id}`.
    public var routes: [Route] { playerID.map { [AppRoute.player($0).route] } ?? [] }

    /// Opens PlayerEdit for the field `/players/{id}/edit/{field}` names.
    public func step(toward route: Route) -> RouteStep<PlayerDetailAction>? {
        guard let playerID, case .editPlayer(let id, let field) = AppRoute(route), id == playerID else { return nil }
        return .perform(.edit(field))
    }
}
