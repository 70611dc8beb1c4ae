import VIPERKit

extension ConfirmPlayersViewState {
    /// `/teams`.
    public var routes: [Route] { [AppRoute.teams.route] }
}
