import VIPERKit

/// The base of a module's terminal view: it keeps the presenter and the last rendered state,
/// takes the title and the loading state from it, and runs the state's actions on keys.
///
/// A subclass is its key table and its layout: ``keyBindings`` made with
/// ``bind(_:_:to:)`` (a key runs an action only while the state offers and enables it, and the
/// footer shows the action's title), and ``drawContent(in:area:)``.
@MainActor
open class ModuleTerminalView<State: ScreenState, Presenter>: TerminalView {
    /// The presenter, the last state and the actions, kept as every front end keeps them.
    private let core = ModuleViewCore<State, Presenter>()

    /// Set by the module's assembly; the view owns its presenter.
    public var presenter: Presenter? {
        get { core.presenter }
        set { core.presenter = newValue }
    }
    /// What the presenter rendered last.
    public var state: State { core.state }

    open override var title: String { state.title }
    open override var lifecycleTarget: (any LifecycleForwarding)? { core.lifecycleTarget }

    /// Shows `state`, replacing what was shown before.
    public func render(_ state: State) {
        core.keep(state)
        isLoading = state.isLoading
        stateDidChange()
        setNeedsDisplay()
    }

    /// Back (Escape, the title bar's button) runs the state's cancel action when it offers one
    /// (see ``ModuleViewCore/goBack(tracking:)``); otherwise the navigator goes back.
    open override func handleBack() -> Bool {
        core.goBack(tracking: tasks)
    }

    /// Called after every render, before the screen is drawn again (to keep a cursor in range, say).
    open func stateDidChange() {}

    /// A key binding for `action`: `keys` run it while the state offers and enables it, and the
    /// footer announces it as `keyName` with the action's title. A `nil` action, or one the state
    /// does not offer, gives a binding that is neither shown nor run.
    public final func bind(_ keys: [Key], _ keyName: String, to action: State.Action?) -> KeyBinding {
        guard let action, let offered = state.offeredActions[action] else {
            return KeyBinding(keys, hint: nil, isEnabled: false) {}
        }
        return KeyBinding(keys, hint: KeyHint(keyName, offered.title), isEnabled: offered.isEnabled) {
            [weak self] in self?.perform(action)
        }
    }

    /// Runs `action` on the presenter, as a tracked task.
    public final func perform(_ action: State.Action) {
        core.perform(action, tracking: tasks)
    }
}
