import VIPERKit

extension PlayerEditViewState {
    /// `/players/{id}/edit/{field}`.
    public var routes: [Route] {
        guard let playerID, let field else { return [] }
        return [AppRoute.editPlayer(playerID, field).route]
    }
}
