import VIPERKit

extension GameEditViewState {
    /// `/games/new`, or `/games/{id}/edit`.
    public var routes: [Route] { [(gameID.map(AppRoute.editGame) ?? .newGame).route] }
}
