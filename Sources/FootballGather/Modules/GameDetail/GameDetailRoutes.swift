import Foundation
import VIPERKit

extension GameDetailViewState {
    /// `/games/{id}`.
    public var routes: [Route] { gameID.map { [AppRoute.game($0).route] } ?? [] }

    /// Opens the game's form for `/games/{id}/edit`, and Pick teams for `/teams`.
    public func step(toward route: Route) -> RouteStep<GameDetailAction>? {
        switch AppRoute(route) {
        case .editGame(let id) where id == gameID:
            return offeredActions.allows(.edit) ? .perform(.edit) : .unavailable("The game could not be loaded.")
        case .teams:
            return offeredActions.allows(.pickTeams)
                ? .perform(.pickTeams) : .unavailable("Teams need two players who are in.")
        default:
            return nil
        }
    }
}
