import VIPERKit

extension PlayerAddViewState {
    /// `/players/new`.
    public var routes: [Route] { [AppRoute.newPlayer.route] }
}
