import VIPERKit

extension GatherDetailViewState {
    /// `/history/{id}`.
    public var routes: [Route] { [AppRoute.pastGather(gather.id).route] }
}
