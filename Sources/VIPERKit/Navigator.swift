/// The navigation seam: keeps a stack of screens, and at most one presented over it.
///
/// Routers talk to a navigator instead of a platform API, so the same router runs behind
/// `UINavigationController`, a terminal screen stack, or a recording fake in tests.
/// The navigator owns the screens it shows; when a screen leaves it, the screen and the
/// module behind it are released.
@MainActor
public protocol Navigator: AnyObject {
    /// The screens on the stack, bottom first; the last one is visible unless a screen is presented.
    var stack: [any Screen] { get }

    /// The screen presented over the stack, if any.
    var presented: (any Screen)? { get }

    /// Replaces the whole stack with `screen` (for example after login or logout).
    func setRoot(_ screen: any Screen)

    /// Shows `screen` on top of the stack.
    func push(_ screen: any Screen)

    /// Removes the top screen; does nothing when only the root is left.
    func pop()

    /// Removes every screen above `screen`; does nothing when `screen` is not on the stack.
    func pop(to screen: any Screen)

    /// Shows `screen` over the stack (a modal), replacing any screen already presented.
    func present(_ screen: any Screen)

    /// Removes the presented screen, if any.
    func dismiss()
}

extension Navigator {
    /// The screen the user sees: the presented one, else the top of the stack.
    public var visibleScreen: (any Screen)? { presented ?? stack.last }

    /// Removes every screen above the root.
    public func popToRoot() {
        if let root = stack.first { pop(to: root) }
    }

    /// Whether the visible screen is the only one: Back has nowhere to go.
    public var isAtRoot: Bool { presented == nil && stack.count <= 1 }

    /// Goes back one screen: dismisses the presented screen, else pops the top of the stack.
    public func goBack() {
        if presented != nil { dismiss() } else { pop() }
    }
}
