/// What a module's view state has in common, so that a front end's base view can render any
/// screen: its title, whether a request runs, and every action it offers right now.
public protocol ScreenState: Equatable, Sendable {
    /// The module's actions, which ``offeredActions`` lists.
    associatedtype Action: ActionIdentifier
    /// The state before the presenter rendered anything.
    init()
    /// The screen's title; empty for the app's name.
    var title: String { get }
    /// A request runs: show the loading indicator and ignore input.
    var isLoading: Bool { get }
    /// Every action on screen now, rows included; a front end runs only the enabled ones.
    var offeredActions: [ScreenAction<Action>] { get }
    /// The routes the screen stands for, the one it shows now last: usually one; a mode entered on
    /// the screen (a selection, say) adds its own, so that Back leaves the mode first. Empty for a
    /// screen no address names.
    var routes: [Route] { get }
    /// How to go one step toward `route`, a route above this screen (see ``RouteWalker``); `nil`
    /// when nothing here leads there.
    func step(toward route: Route) -> RouteStep<Action>?
}

extension ScreenState {
    public var routes: [Route] { [] }
    public func step(toward route: Route) -> RouteStep<Action>? { nil }
}
