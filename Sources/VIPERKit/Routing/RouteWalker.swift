/// Takes a navigator to a route the way the user would: back through each screen's own Back
/// when the route is below, forward through the actions the screens offer when it is above, and
/// back first when nothing on the visible screen leads there (a sibling's route, say).
///
/// A front end calls it when an address is opened (a reload, a link, the browser's Back or
/// Forward). Screens decide each step from their view state, so a screen that asks before leaving
/// (a running match, unsaved input) still asks, and a route to something that no longer exists
/// stops at the nearest screen with the screen's sentence saying why.
@MainActor
public enum RouteWalker {
    /// Where a walk ended.
    public enum Outcome: Equatable, Sendable {
        /// The visible screen stands for the route.
        case arrived
        /// The route cannot be reached from the screen shown, for the reason given.
        case unavailable(String)
        /// The screen shown must be done with first (see ``RouteStep/afterThisScreen``).
        case deferred
        /// The walk stopped without arriving: nothing leads there, a screen asked a question, or
        /// a step changed nothing.
        case stopped
    }

    /// The most steps one walk takes.
    public static let maximumSteps = 16

    /// Walks `navigator` toward `target`, awaiting `tasks` (the calls the screens' actions start)
    /// after every step. Must not run as one of `tasks`' calls, which it awaits.
    public static func walk(_ navigator: any Navigator, to target: Route, tasks: TaskTracker) async -> Outcome {
        await tasks.waitUntilIdle()
        for _ in 0..<maximumSteps {
            guard let screen = navigator.visibleScreen as? any RoutedScreen else { return .stopped }
            let routes = navigator.routes
            if routes.last == target { return .arrived }
            if screen.isBlockingInput { return .stopped }
            if routes.dropLast().contains(target) {
                goBack(from: screen, in: navigator)
            } else {
                switch screen.step(toward: target) {
                case nil:
                    guard !navigator.isAtRoot else { return .stopped }
                    goBack(from: screen, in: navigator)
                case .unavailable(let reason): return .unavailable(reason)
                case .afterThisScreen: return .deferred
                case .performed: break
                }
            }
            await tasks.waitUntilIdle()
            if navigator.routes == routes && navigator.visibleScreen === screen { return .stopped }
        }
        return .stopped
    }

    private static func goBack(from screen: any RoutedScreen, in navigator: any Navigator) {
        if !screen.handleBack() { navigator.goBack() }
    }
}
