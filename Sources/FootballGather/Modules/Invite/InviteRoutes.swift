import VIPERKit

extension InviteViewState {
    /// `/games/{token}`.
    public var routes: [Route] { token.isEmpty ? [] : [AppRoute.invite(token).route] }
}
