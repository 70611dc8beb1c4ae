import VIPERKit

/// The base of every web view: a screen that renders its content as ``HTML`` and handles the
/// events the page sends.
///
/// Subclasses render their content, handle their events and give their title. This class adds
/// what every screen shares: alerts and confirmations shown as dialogs over the content (they take
/// the events until answered), the loading overlay (which ignores input but its Cancel button and
/// Escape, which cancel the running presenter calls), and lifecycle forwarding to the presenter.
@MainActor
open class WebView: NavigatedScreen, AlertDisplaying, ConfirmationAsking {
    /// Starts the async presenter calls; tests await it.
    public let tasks: TaskTracker
    /// Renders the page again when this view changes; set by the navigator.
    weak var host: (any WebViewHost)?
    /// Dialogs over the content, the first one shown and answered first.
    private(set) var dialogs: [WebDialog] = []
    private var nextDialogID = 1
    /// Whether the loading overlay is shown; subclasses set it from the presenter's state.
    public var isLoading = false
    private var lifecycle = LifecycleRelay()

    public init(tasks: TaskTracker) {
        self.tasks = tasks
    }

    // MARK: Overridden by each screen

    /// The screen's title, shown in the title bar.
    open var title: String { "" }

    /// A short name for the screen, used as a CSS class (`screen-<name>`) and in tests.
    open var screenName: String { "screen" }

    /// The presenter, to forward lifecycle events to.
    open var lifecycleTarget: (any LifecycleForwarding)? { nil }

    /// The screen's content.
    open func renderContent() -> HTML { .empty }

    /// Handles an event while no dialog is open and nothing is loading.
    /// - Returns: `false` when the screen has no use for it (the navigator then tries Back for Escape).
    open func handleContentEvent(_ event: WebEvent) -> Bool { false }

    /// The user asked to go back (the title bar's Back, or Escape).
    /// - Returns: `true` when the screen handled it itself (for example by asking first);
    ///   `false` lets the navigator go back.
    open func handleBack() -> Bool { false }

    // MARK: Used by the navigator

    /// The content, then the loading overlay and the first dialog over it.
    final func render() -> HTML {
        var parts = [HTML.element("main", [("class", "screen screen-\(screenName)")], [renderContent()])]
        if isLoading {
            parts.append(
                .element("div", [("class", "overlay loading"), ("role", "status"), ("aria-live", "polite")]) {
                    HTML.element("div", [("class", "spinner"), ("aria-hidden", "true")])
                    HTML.paragraph("Loading…")
                    HTML.paragraph("Esc cancels", class: "hint")
                    HTML.button("Cancel", action: Self.cancelLoadingAction)
                })
        }
        if let dialog = dialogs.first { parts.append(dialog.render()) }
        return .joined(parts)
    }

    /// Whether the view takes every event right now (a dialog is open or a request runs).
    public final var isBlockingInput: Bool { !dialogs.isEmpty || isLoading }

    /// The action of the loading overlay's Cancel button.
    static let cancelLoadingAction = "loading-cancel"

    /// Gives `event` to the open dialog; while loading, Cancel and Escape cancel the running
    /// presenter calls and other events are dropped; else gives it to the screen.
    /// - Returns: whether anybody used the event.
    final func receive(_ event: WebEvent) -> Bool {
        if let dialog = dialogs.first {
            guard let answer = dialog.answer(to: event) else { return false }
            dialogs.removeFirst()
            dialog.finish(answer)
            setNeedsDisplay()
            return true
        }
        if isLoading {
            switch event {
            case .action(Self.cancelLoadingAction, _), .key(.escape, _): tasks.cancelAll()
            default: break
            }
            return true
        }
        let handled = handleContentEvent(event)
        if handled { setNeedsDisplay() }
        return handled
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
        let open = dialogs
        dialogs = []
        for dialog in open { dialog.finish(false) }
    }

    /// Asks the host to render the page again.
    public final func setNeedsDisplay() {
        host?.setNeedsDisplay()
    }

    // MARK: Dialogs

    public func show(_ alert: Alert) {
        appendDialog(.alert(alert)) { _ in }
    }

    public func ask(_ confirmation: Confirmation) async -> Bool {
        await tasks.waitForUser { answer in
            appendDialog(.confirmation(confirmation), finish: answer)
        }
    }

    private func appendDialog(_ kind: WebDialog.Kind, finish: @escaping (Bool) -> Void) {
        dialogs.append(WebDialog(id: nextDialogID, kind: kind, finish: finish))
        nextDialogID += 1
        setNeedsDisplay()
    }
}

/// Whoever shows a ``WebView`` and renders the page again when it changes.
@MainActor
public protocol WebViewHost: AnyObject {
    /// The view changed; render the page again soon.
    func setNeedsDisplay()
}
