import VIPERKit

extension GameEditViewState {
    /// `/games/new`.
    public var routes: [Route] { [AppRoute.newGame.route] }
}
