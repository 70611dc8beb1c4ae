import VIPERKit

extension WatchViewState {
    /// `/watch/{token}`.
    public var routes: [Route] { token.isEmpty ? [] : [AppRoute.watch(token).route] }
}
