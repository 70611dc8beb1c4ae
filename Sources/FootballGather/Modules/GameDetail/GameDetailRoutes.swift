import Foundation
import VIPERKit

extension GameDetailViewState {
    /// `/games/{id}`.
    public var routes: [Route] { gameID.map { [AppRoute.game($0).route] } ?? [] }

    /// Opens the game's form for `/games/{id}/edit`.
    public func step(toward route: Route) -> RouteStep<GameDetailAction>? {
        guard case .editGame(let id) = AppRoute(route), id == gameID else { return nil }
        return offeredActions.allows(.edit) ? .perform(.edit) : .unavailable("The game could not be loaded.")
    }
}
