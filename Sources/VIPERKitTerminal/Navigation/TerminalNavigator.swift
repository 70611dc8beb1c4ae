import VIPERKit

/// The terminal's ``Navigator``: keeps the screen stack, draws the visible screen with its
/// title bar and footer, gives it the keys, and forwards lifecycle events.
///
/// A screen gets `viewDidLoad` the first time it is shown and `viewWillAppear` each time it
/// becomes visible; the screen it covers or replaces gets `viewDidDisappear`. Screens leave
/// the stack (and are released with their module) on pop, pop(to:) and setRoot.
@MainActor
public final class TerminalNavigator: ScreenStackNavigator, TerminalViewHost {
    /// What the navigator did with a key.
    public enum KeyResult: Equatable, Sendable {
        /// The key was used, or there was nothing to do with it.
        case handled
        /// The user asked to quit (Ctrl-C, q on the root screen).
        case quit
    }

    /// Called whenever the screen must be drawn again.
    public var onNeedsDisplay: () -> Void = {}
    /// Called when a screen that asked before quitting got the user's yes.
    public var onQuit: () -> Void = {}
    /// The name shown at the left of the title bar.
    public var appName: String
    /// Shown while there is no screen yet (the first screen is being prepared).
    public var emptyMessage = "Starting…"
    /// A line every screen shows above its footer while it is set, e.g. that live updates are
    /// paused; the app's front end sets and clears it, the screens know nothing of it.
    public var notice: String? {
        didSet {
            if notice != oldValue { onNeedsDisplay() }
        }
    }

    /// A navigator without screens.
    /// - Parameter appName: the name shown at the left of the title bar.
    public init(appName: String) {
        self.appName = appName
    }

    // MARK: Drawing and keys

    /// The visible screen as a terminal view, if it is one.
    var visibleView: TerminalView? { visibleScreen as? TerminalView }

    /// A screen changed: asks for the screen to be drawn again, through ``onNeedsDisplay``.
    public func setNeedsDisplay() {
        onNeedsDisplay()
    }

    /// A screen got the user's yes to quitting: quits through ``onQuit``.
    public func quit() {
        onQuit()
    }

    /// Gives `key` to the visible screen. Keys it ignores: Esc goes back (or dismisses a
    /// presented screen), q quits on the root screen. Ctrl-C quits, unless the screen asks
    /// first; it then quits through ``onQuit`` once the user confirmed.
    public func handle(_ key: Key) -> KeyResult {
        if key == .interrupt { return visibleView?.handleInterrupt() == .handled ? .handled : .quit }
        guard let view = visibleView else { return key == .character("q") ? .quit : .handled }
        guard view.handle(key) == .ignored else { return .handled }
        switch key {
        case .escape where !isAtRoot:
            if !view.handleBack() { goBack() }
        case .character("q") where isAtRoot && view.quitsOnQ:
            return .quit
        default:
            break
        }
        return .handled
    }

    /// The footer of the visible screen: its own keys, then Back or Quit.
    var keyHints: [KeyHint] {
        guard let view = visibleView else { return [KeyHint("q", "Quit")] }
        var hints = view.keyHints
        if view.isLoading, !view.isBlockingDialog { return hints + [KeyHint("Ctrl-C", "Quit")] }
        guard !view.isBlockingInput else { return hints }
        if !isAtRoot, !view.handlesEscape { hints.append(KeyHint("Esc", "Back")) }
        if isAtRoot { hints.append(view.quitsOnQ ? KeyHint("q", "Quit") : KeyHint("Ctrl-C", "Quit")) }
        return hints
    }

    /// Becomes the host of a terminal view joining the stack, so that it can ask to be redrawn.
    public override func adopt(_ screen: any NavigatedScreen) {
        (screen as? TerminalView)?.host = self
    }

    /// The stack changed: asks for the screen to be drawn again.
    public override func didChange() {
        onNeedsDisplay()
    }
}
