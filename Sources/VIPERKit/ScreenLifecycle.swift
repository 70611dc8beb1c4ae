/// A screen that a navigator tells when it becomes visible, stops being visible, or leaves the
/// navigator. Front ends make their base view one; ``Navigator/changeNotifyingScreens(_:adopting:)``
/// calls these in the order every navigator follows.
@MainActor
public protocol NavigatedScreen: Screen {
    /// The screen became visible (first shown, or uncovered).
    func screenWillAppear()
    /// The screen stopped being visible (covered or removed).
    func screenDidDisappear()
    /// The screen left the navigator; it will not be shown again.
    func screenDidLeaveNavigator()
}

extension Navigator {
    /// Runs `update`, which changes ``stack`` or ``presented``, then tells the screens what it
    /// changed for them: every screen still held is `adopt`ed (given its host, say); the screen that
    /// was visible, if another one is now, gets `screenDidDisappear`; screens no longer held get
    /// `screenDidLeaveNavigator`; the newly visible screen gets `screenWillAppear`.
    public func changeNotifyingScreens(_ update: () -> Void, adopting adopt: (any NavigatedScreen) -> Void = { _ in }) {
        let before = visibleScreen
        let screensBefore = stack + (presented.map { [$0] } ?? [])
        update()
        let after = visibleScreen
        let screensAfter = stack + (presented.map { [$0] } ?? [])
        for case let screen as any NavigatedScreen in screensAfter { adopt(screen) }
        if before !== after {
            (before as? any NavigatedScreen)?.screenDidDisappear()
        }
        for case let screen as any NavigatedScreen in screensBefore
        where !screensAfter.contains(where: { $0 === screen }) {
            screen.screenDidLeaveNavigator()
        }
        if before !== after {
            (after as? any NavigatedScreen)?.screenWillAppear()
        }
    }
}

/// Forwards a view's lifecycle to its presenter in the order it happened: `viewDidLoad` the first
/// time the view appears, `viewWillAppear` every time, `viewDidDisappear` when it is covered.
/// Each event runs in a ``TaskTracker`` task, so tests can await them.
@MainActor
public struct LifecycleRelay {
    private var hasLoaded = false

    /// A relay for a view that has not loaded yet.
    public init() {}

    /// The view became visible.
    public mutating func willAppear(_ target: (any LifecycleForwarding)?, tasks: TaskTracker) {
        let isFirstAppearance = !hasLoaded
        hasLoaded = true
        tasks.run {
            if isFirstAppearance { await target?.viewDidLoad() }
            await target?.viewWillAppear()
        }
    }

    /// The view stopped being visible.
    public func didDisappear(_ target: (any LifecycleForwarding)?, tasks: TaskTracker) {
        tasks.run { target?.viewDidDisappear() }
    }
}
