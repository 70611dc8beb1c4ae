/// What a module's view state has in common, so that a front end's base view can render any
/// screen: its title, whether a request runs, and every action it offers right now.
public protocol ScreenState: Equatable, Sendable {
    associatedtype Action: ActionIdentifier
    /// The state before the presenter rendered anything.
    init()
    /// The screen's title; empty for the app's name.
    var title: String { get }
    /// A request runs: show the loading indicator and ignore input.
    var isLoading: Bool { get }
    /// Every action on screen now, rows included; a front end runs only the enabled ones.
    var offeredActions: [ScreenAction<Action>] { get }
}
