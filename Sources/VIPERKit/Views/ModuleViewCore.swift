/// What every front end's module view keeps and does the same way: its presenter, the state the
/// presenter rendered last, Back as the state's cancel action, and running the state's actions on
/// the presenter. A front end's module view (a terminal screen, a web page) holds one and adds how
/// it draws and which keys or taps it reads.
@MainActor
public final class ModuleViewCore<State: ScreenState, Presenter> {
    /// Set by the module's assembly; the view owns its presenter.
    public var presenter: Presenter?
    /// What the presenter rendered last.
    public private(set) var state = State()

    /// A core with no presenter yet and the state before anything was rendered.
    public init() {}

    /// The presenter, when it hears the screen's lifecycle.
    public var lifecycleTarget: (any LifecycleForwarding)? { presenter as? any LifecycleForwarding }

    /// Keeps `state` as the one shown and returns the one it replaces.
    @discardableResult
    public func keep(_ state: State) -> State {
        let previous = self.state
        self.state = state
        return previous
    }

    /// Back runs the enabled action whose role is `.cancel` when the state offers one, so the
    /// presenter decides what leaving means (asking first, say).
    /// - Returns: whether it ran one; `false` leaves going back to the navigator.
    public func goBack(tracking tasks: TaskTracker) -> Bool {
        guard let cancel = state.offeredActions.cancelAction() else { return false }
        perform(cancel.id, tracking: tasks)
        return true
    }

    /// Runs `action` on the presenter as a task of `tasks`.
    public func perform(_ action: State.Action, tracking tasks: TaskTracker) {
        guard let presenter = presenter as? any ActionPerforming<State.Action> else { return }
        tasks.run { await presenter.perform(action) }
    }
}
