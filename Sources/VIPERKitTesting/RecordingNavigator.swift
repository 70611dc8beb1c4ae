import VIPERKit

/// A `Navigator` that keeps a real stack and records every call, for router and assembly tests.
@MainActor
public final class RecordingNavigator: Navigator {
    /// One navigator call.
    public enum Call: Equatable {
        /// ``RecordingNavigator/setRoot(_:)`` with the screen of this identity.
        case setRoot(ObjectIdentifier)
        /// ``RecordingNavigator/push(_:)`` with the screen of this identity.
        case push(ObjectIdentifier)
        /// ``RecordingNavigator/pop()``.
        case pop
        /// ``RecordingNavigator/pop(to:)`` with the screen of this identity.
        case popTo(ObjectIdentifier)
        /// ``RecordingNavigator/present(_:)`` with the screen of this identity.
        case present(ObjectIdentifier)
        /// ``RecordingNavigator/dismiss()``.
        case dismiss
    }

    /// The screens pushed, the root first and the visible one last.
    public private(set) var stack: [any Screen] = []
    /// The screen presented over the stack, if any.
    public private(set) var presented: (any Screen)?
    /// Every call, oldest first.
    public private(set) var calls: [Call] = []

    /// A navigator whose stack holds `root`, or nothing; no call is recorded yet.
    public init(root: (any Screen)? = nil) {
        if let root { stack = [root] }
    }

    /// Records the call, then makes `screen` the only screen and dismisses the presented one.
    public func setRoot(_ screen: any Screen) {
        calls.append(.setRoot(ObjectIdentifier(screen)))
        stack = [screen]
        presented = nil
    }

    /// Records the call, then puts `screen` on top of the stack.
    public func push(_ screen: any Screen) {
        calls.append(.push(ObjectIdentifier(screen)))
        stack.append(screen)
    }

    /// Records the call, then takes the top screen off the stack, unless it is the root.
    public func pop() {
        calls.append(.pop)
        if stack.count > 1 { stack.removeLast() }
    }

    /// Records the call, then takes the screens above `screen` off the stack; nothing when it is not on
    /// the stack.
    public func pop(to screen: any Screen) {
        calls.append(.popTo(ObjectIdentifier(screen)))
        guard let index = stack.lastIndex(where: { $0 === screen }) else { return }
        stack.removeSubrange((index + 1)...)
    }

    /// Records the call, then presents `screen` over the stack.
    public func present(_ screen: any Screen) {
        calls.append(.present(ObjectIdentifier(screen)))
        presented = screen
    }

    /// Records the call, then dismisses the presented screen.
    public func dismiss() {
        calls.append(.dismiss)
        presented = nil
    }

    /// The top screen of the stack as `T`, or `nil` when it is something else.
    public func top<T>(as type: T.Type) -> T? {
        stack.last as? T
    }
}
