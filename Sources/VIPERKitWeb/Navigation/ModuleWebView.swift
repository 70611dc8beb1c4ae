import VIPERKit

/// The base of a module's web view: it keeps the presenter and the last rendered state, takes
/// the title and the loading state from it, and runs the actions the page sends.
///
/// A tap on an element whose `data-action` and `data-value` name an action that the state offers
/// and enables runs the presenter's `perform(_:)`; Escape runs the enabled action whose role is
/// `.cancel`. A subclass is its layout: ``renderContent()`` (using ``HTML/button(_:)`` and
/// ``HTML/actions(_:)`` for the state's actions), plus ``handleFieldEvent(_:)`` when it has fields.
@MainActor
open class ModuleWebView<State: ScreenState, Presenter>: WebView, RoutedScreen {
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

    /// Shows `state`, replacing what was shown before; the page is drawn again only when
    /// ``drawsDifferently(_:than:)`` says the new state shows something new.
    public func render(_ state: State) {
        let previous = core.keep(state)
        isLoading = state.isLoading
        stateDidChange()
        if drawsDifferently(state, than: previous) { setNeedsDisplay() }
    }

    /// Whether `state` draws a page other than `previous` did: whenever they differ, unless the
    /// view knows the difference does not show (a running clock's text the page counts itself,
    /// say). Drawing a page only to find it unchanged costs the server a render per tick.
    open func drawsDifferently(_ state: State, than previous: State) -> Bool {
        state != previous
    }

    /// Back (the title bar's button, Escape, a back gesture) runs the state's cancel action when it
    /// offers one (see ``ModuleViewCore/goBack(tracking:)``); otherwise the navigator goes back.
    open override func handleBack() -> Bool {
        core.goBack(tracking: tasks)
    }

    /// The routes the state stands for: the page's address, and the history entries below it.
    public var routes: [Route] { state.routes }

    /// Runs the state's step toward `route` when it is an action the state offers and enables.
    public func step(toward route: Route) -> RouteStepTaken? {
        switch state.step(toward: route) {
        case nil: return nil
        case .unavailable(let reason): return .unavailable(reason)
        case .afterThisScreen: return .afterThisScreen
        case .perform(let action):
            guard state.offeredActions.allows(action) else { return nil }
            perform(action)
            return .performed
        }
    }

    /// Called after every render, before the page is drawn again (to keep a focus in range, say).
    open func stateDidChange() {}

    /// Handles an event that names none of the state's actions: typing in a field, Enter in a
    /// field, or a control the view keeps to itself (a picker it opens, say).
    /// - Returns: `false` when the screen has no use for it.
    open func handleFieldEvent(_ event: WebEvent) -> Bool { false }

    open override func handleContentEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .action(let name, let value):
            guard let action = State.Action(name: name, argument: value) else { return handleFieldEvent(event) }
            guard state.offeredActions.allows(action) else { return false }
            perform(action)
            return true
        case .key(.escape, _):
            return core.goBack(tracking: tasks) || handleFieldEvent(event)
        default:
            return handleFieldEvent(event)
        }
    }

    /// Runs `action` on the presenter, as a tracked task.
    public final func perform(_ action: State.Action) {
        core.perform(action, tracking: tasks)
    }
}
