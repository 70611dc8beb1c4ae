import VIPERKit

/// A ``Navigator`` that keeps a real stack and records every call, for router and assembly tests.
@MainActor
public final class RecordingNavigator: Navigator {
    /// One navigator call.
    public enum Call: Equatable {
        case setRoot(ObjectIdentifier)
        case push(ObjectIdentifier)
        case pop
        case popTo(ObjectIdentifier)
        case present(ObjectIdentifier)
        case dismiss
    }

    public private(set) var stack: [any Screen] = []
    public private(set) var presented: (any Screen)?
    /// Every call, oldest first.
    public private(set) var calls: [Call] = []

    public init(root: (any Screen)? = nil) {
        if let root { stack = [root] }
    }

    public func setRoot(_ screen: any Screen) {
        calls.append(.setRoot(ObjectIdentifier(screen)))
        stack = [screen]
        presented = nil
    }

    public func push(_ screen: any Screen) {
        calls.append(.push(ObjectIdentifier(screen)))
        stack.append(screen)
    }

    public func pop() {
        calls.append(.pop)
        if stack.count > 1 { stack.removeLast() }
    }

    public func pop(to screen: any Screen) {
        calls.append(.popTo(ObjectIdentifier(screen)))
        guard let index = stack.lastIndex(where: { $0 === screen }) else { return }
        stack.removeSubrange((index + 1)...)
    }

    public func present(_ screen: any Screen) {
        calls.append(.present(ObjectIdentifier(screen)))
        presented = screen
    }

    public func dismiss() {
        calls.append(.dismiss)
        presented = nil
    }

    /// The top screen of the stack as `T`, or `nil` when it is something else.
    public func top<T>(as type: T.Type) -> T? {
        stack.last as? T
    }
}
