import VIPERKit

extension GatherViewState {
    /// `/gather`.
    public var routes: [Route] { [AppRoute.gather.route] }
}
