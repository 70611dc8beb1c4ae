import VIPERKit

/// The base of every terminal view: a screen that draws into a ``ScreenBuffer`` and handles keys.
///
/// Subclasses draw their content and list their keys once, as ``keyBindings``: the footer and
/// the key handling both come from that list. This class adds what every screen shares: alerts
/// and confirmations drawn over the content (they take the keys until answered), the loading
/// indicator (which blocks input; Esc cancels the running calls), and lifecycle forwarding to
/// the presenter.
@MainActor
open class TerminalView: NavigatedScreen, AlertDisplaying, ConfirmationAsking {
    /// Starts the async presenter calls.
    public let tasks: TaskTracker
    /// Redraws the screen when this view changes; set by the navigator.
    public internal(set) weak var host: (any TerminalViewHost)?
    /// Dialogs over the content, the first one shown and answered first.
    private(set) var overlays: [any Overlay] = []
    /// Whether the loading indicator is shown; set from the presenter's state.
    public var isLoading = false
    /// Whether the screen has left the navigator's stack.
    public private(set) var hasLeftNavigator = false
    private var lifecycle = LifecycleRelay()

    /// A view whose presenter calls run on `tasks`.
    public init(tasks: TaskTracker) {
        self.tasks = tasks
    }

    // MARK: Overridden by each screen

    /// The screen's title, shown in the title bar.
    open var title: String { "" }

    /// The presenter, to forward lifecycle events to.
    open var lifecycleTarget: (any LifecycleForwarding)? { nil }

    /// Whether a screen at the root quits on q (false when q is typed into a field).
    open var quitsOnQ: Bool { true }

    /// Draws the screen's content in `area`.
    open func drawContent(in buffer: inout ScreenBuffer, area: Rect) {}

    /// The keys the screen accepts while no dialog is open and nothing is loading: the footer
    /// shows the enabled ones and a key runs the first enabled one that matches it.
    open var keyBindings: [KeyBinding] { [] }

    /// Handles a key that no binding matches: typing into the focused text field.
    open func handleTyping(_ key: Key) -> KeyHandling { .ignored }

    /// Handles Ctrl-C. - Returns: `.ignored` to let the app quit (the default), `.handled` when
    /// the screen asks first and calls ``TerminalViewHost/quit()`` once the user confirmed.
    open func handleInterrupt() -> KeyHandling { .ignored }

    // MARK: Used by the navigator

    /// Draws the content, then the loading indicator and the first dialog over it.
    final func draw(in buffer: inout ScreenBuffer, area: Rect) {
        drawContent(in: &buffer, area: area)
        if isLoading { LoadingIndicator.draw(in: &buffer, area: area) }
        overlays.first?.draw(in: &buffer, area: area)
    }

    /// The keys accepted right now: the dialog's, Esc to cancel while loading, else the screen's.
    final var keyHints: [KeyHint] {
        if let overlay = overlays.first { return overlay.keyHints }
        return isLoading ? loadingBindings.hints : keyBindings.hints
    }

    /// Whether the screen uses Esc itself right now; otherwise Esc goes back.
    final var handlesEscape: Bool { keyBindings.binding(for: .escape) != nil }

    /// While loading, Esc cancels the screen's running presenter calls.
    private var loadingBindings: [KeyBinding] {
        [KeyBinding([.escape], hint: KeyHint("Esc", "Cancel")) { [tasks] in tasks.cancelAll() }]
    }

    /// Whether the view takes every key right now (a dialog is open or a request runs).
    final var isBlockingInput: Bool { !overlays.isEmpty || isLoading }

    /// Whether a dialog is open.
    final var isBlockingDialog: Bool { !overlays.isEmpty }

    /// Gives `key` to the open dialog; while loading, Esc cancels and other keys are dropped;
    /// else it runs the screen's binding for `key`, or types it.
    final func handle(_ key: Key) -> KeyHandling {
        if let overlay = overlays.first {
            if overlay.handle(key) { removeFirstOverlay() }
            setNeedsDisplay()
            return .handled
        }
        if isLoading {
            _ = loadingBindings.run(key)
            return .handled
        }
        var handling = keyBindings.run(key)
        if handling == .ignored { handling = handleTyping(key) }
        if handling == .handled { setNeedsDisplay() }
        return handling
    }

    /// The screen became visible: forwards `viewDidLoad` the first time, then `viewWillAppear`.
    public final func screenWillAppear() {
        lifecycle.willAppear(lifecycleTarget, tasks: tasks)
    }

    /// The screen stopped being visible, forwarded in a task so that the presenter receives
    /// lifecycle events in the order they happened.
    public final func screenDidDisappear() {
        lifecycle.didDisappear(lifecycleTarget, tasks: tasks)
    }

    /// The screen left the navigator: open questions are answered "no" so nobody waits forever.
    public final func screenDidLeaveNavigator() {
        hasLeftNavigator = true
        closeOverlays()
    }

    /// Asks the host to draw the screen again.
    public final func setNeedsDisplay() {
        host?.setNeedsDisplay()
    }

    // MARK: Dialogs

    /// Shows `overlay` over the content, after the dialogs already open.
    public final func present(_ overlay: any Overlay) {
        overlays.append(overlay)
        setNeedsDisplay()
    }

    /// Closes every open dialog; open questions are answered "no".
    public final func closeOverlays() {
        let open = overlays
        overlays = []
        for overlay in open { overlay.cancel() }
        if !open.isEmpty { setNeedsDisplay() }
    }

    private func removeFirstOverlay() {
        guard !overlays.isEmpty else { return }
        overlays.removeFirst()
    }

    /// Shows `alert` over the content until the user dismisses it.
    public func show(_ alert: Alert) {
        present(AlertOverlay(alert))
    }

    /// Asks `confirmation` over the content. - Returns: the user's answer; `false` when the
    /// screen leaves the navigator first.
    public func ask(_ confirmation: Confirmation) async -> Bool {
        await tasks.waitForUser { answer in
            present(ConfirmationOverlay(confirmation, onAnswer: answer))
        }
    }
}
