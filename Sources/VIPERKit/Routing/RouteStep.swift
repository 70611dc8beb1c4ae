/// How a screen goes one step toward a route above it, as its view state decides
/// (``ScreenState/step(toward:)``).
public enum RouteStep<Action: ActionIdentifier>: Equatable, Sendable {
    /// Running the screen's action gets closer (opening a row, entering a mode).
    case perform(Action)
    /// The route cannot be reached from here; the sentence says why ("That player is not on your
    /// roster any more.").
    case unavailable(String)
    /// The screen must be done with first (logging in); the walk goes on once another screen
    /// replaces it.
    case afterThisScreen
}

/// What a screen did when asked to step toward a route (``RoutedScreen/step(toward:)``).
public enum RouteStepTaken: Equatable, Sendable {
    /// It ran an action that leads there.
    case performed
    /// The route cannot be reached from here, for the reason given.
    case unavailable(String)
    /// It must be done with first.
    case afterThisScreen
}

/// A screen that stands for routes and can step toward the routes above it; front ends make the
/// base view of their modules one, from the module's view state.
@MainActor
public protocol RoutedScreen: Screen {
    /// The routes this screen stands for, the one it shows now last (see ``ScreenState/routes``).
    var routes: [Route] { get }
    /// Whether the screen takes every input right now (a question is open, a request runs).
    var isBlockingInput: Bool { get }
    /// Runs the action that leads toward `route`, if the screen offers and enables it.
    /// - Returns: what it did; `nil` when nothing on this screen leads there.
    func step(toward route: Route) -> RouteStepTaken?
    /// The user asked to go back; `true` when the screen handled it itself (see ``ScreenView/handleBack()``).
    func handleBack() -> Bool
}

extension Navigator {
    /// The routes of every screen shown, bottom first: what a browser keeps as its history entries.
    public var routes: [Route] {
        (stack + (presented.map { [$0] } ?? [])).flatMap { ($0 as? any RoutedScreen)?.routes ?? [] }
    }
}
