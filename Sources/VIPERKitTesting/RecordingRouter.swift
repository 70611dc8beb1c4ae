/// A module's router for presenter tests: records every route the presenter takes, in order, so a
/// test compares the whole list.
///
/// A module's double subclasses it with the module's routes as an enum, adopts the module's
/// routing protocol and records one route a method; `close()` comes with a route `close`
/// (``ClosingRoute``):
///
/// ```swift
/// final class RecordingPlayerDetailRouter: RecordingRouter<RecordingPlayerDetailRouter.Route>,
///     PlayerDetailRouting
/// {
///     enum Route: ClosingRoute {
///         case edit(Player)
///         case close
///     }
///
///     func showEdit(of player: Player) { record(.edit(player)) }
/// }
/// ```
@MainActor
open class RecordingRouter<Route: Equatable> {
    /// Every route taken, oldest first; tests compare the whole list.
    public private(set) var routes: [Route] = []

    /// A router that has taken no route yet.
    public init() {}

    /// Appends `route` to ``routes``.
    public func record(_ route: Route) {
        routes.append(route)
    }
}

/// The routes of a screen that can go back: an enum with `case close` adopts it as it is.
public protocol ClosingRoute: Equatable {
    /// Back to the screen below.
    static var close: Self { get }
}

extension RecordingRouter where Route: ClosingRoute {
    /// Records ``ClosingRoute/close``.
    public func close() {
        record(.close)
    }
}
