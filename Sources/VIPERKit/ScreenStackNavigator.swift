/// A ``Navigator`` that keeps its screens in memory: the stack, and at most one presented over it.
///
/// Front ends subclass it to show the visible screen. After every change, each screen still
/// held is handed to ``adopt(_:)``, the screens are told what changed for them (see
/// ``Navigator/changeNotifyingScreens(_:adopting:)``), then ``didChange()`` runs. Screens leave
/// the stack, and are released with their module, on pop, pop(to:) and setRoot.
@MainActor
open class ScreenStackNavigator: Navigator {
    /// The screens pushed, the root first and the visible one last.
    public private(set) var stack: [any Screen] = []
    /// The screen presented over the stack, if any.
    public private(set) var presented: (any Screen)?

    /// A navigator with no screen yet: the app sets its root with ``setRoot(_:)``.
    public init() {}

    /// Takes a screen that is on the stack or presented after a change (gives it its host, say).
    open func adopt(_ screen: any NavigatedScreen) {}

    /// The stack or the presented screen changed and the screens were told; show the result.
    open func didChange() {}

    public final func setRoot(_ screen: any Screen) {
        change {
            stack = [screen]
            presented = nil
        }
    }

    public final func push(_ screen: any Screen) {
        change { stack.append(screen) }
    }

    public final func pop() {
        guard stack.count > 1 else { return }
        change { stack.removeLast() }
    }

    public final func pop(to screen: any Screen) {
        guard let index = stack.lastIndex(where: { $0 === screen }), index < stack.count - 1 else { return }
        change { stack.removeSubrange((index + 1)...) }
    }

    public final func present(_ screen: any Screen) {
        change { presented = screen }
    }

    public final func dismiss() {
        guard presented != nil else { return }
        change { presented = nil }
    }

    private func change(_ update: () -> Void) {
        changeNotifyingScreens(update) { [self] screen in adopt(screen) }
        didChange()
    }
}
