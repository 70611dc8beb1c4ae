import VIPERKit

/// The base of every terminal view: a screen that draws into a ``ScreenBuffer`` and handles keys.
///
/// Subclasses draw their content and list their keys once, as ``keyBindings``: the footer and
/// the key handling both come from that list (most do both through ``ModuleTerminalView``).
/// ``ScreenView`` adds what every front end shares: dialogs, loading, lifecycle forwarding; this
/// class draws dialogs over the content (they take the keys until answered) and the loading
/// indicator (which blocks input; Esc cancels the running calls).
@MainActor
open class TerminalView: ScreenView<TerminalDialog> {
    /// Redraws the screen when this view changes; set by the navigator.
    public internal(set) weak var host: (any TerminalViewHost)?

    // MARK: Overridden by each screen

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
        dialogs.first?.overlay.draw(in: &buffer, area: area)
    }

    /// The keys accepted right now: the dialog's, Esc to cancel while loading, else the screen's.
    final var keyHints: [KeyHint] {
        if let dialog = dialogs.first { return dialog.overlay.keyHints }
        return isLoading ? loadingBindings.hints : keyBindings.hints
    }

    /// Whether the screen uses Esc itself right now; otherwise Esc goes back.
    final var handlesEscape: Bool { keyBindings.binding(for: .escape) != nil }

    /// While loading, Esc cancels the screen's running presenter calls.
    private var loadingBindings: [KeyBinding] {
        [KeyBinding([.escape], hint: KeyHint("Esc", "Cancel")) { [tasks] in tasks.cancelAll() }]
    }

    /// Whether a dialog is open.
    final var isBlockingDialog: Bool { !dialogs.isEmpty }

    /// Gives `key` to the open dialog; while loading, Esc cancels and other keys are dropped;
    /// else it runs the screen's binding for `key`, or types it.
    final func handle(_ key: Key) -> KeyHandling {
        if let dialog = dialogs.first {
            if dialog.overlay.handle(key) { removeFirstDialog() }
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

    /// Asks the host to draw the screen again.
    public final override func setNeedsDisplay() {
        host?.setNeedsDisplay()
    }

    /// Shows `overlay` (a picker, say) over the content, after the dialogs already open.
    public final func present(_ overlay: any Overlay) {
        present(TerminalDialog(overlay))
    }
}
