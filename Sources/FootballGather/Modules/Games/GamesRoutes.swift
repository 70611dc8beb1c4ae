import VIPERKit

extension GamesViewState {
    /// `/games`.
    public var routes: [Route] { [AppRoute.games.route] }
}
