import VIPERKit

/// The base of every web view: a screen that renders its content as ``HTML`` and handles the
/// events the page sends.
///
/// Subclasses render their content and handle their events (most do both through
/// ``ModuleWebView``). ``ScreenView`` adds what every front end shares: dialogs over the content
/// (they take the events until answered), the loading state and lifecycle forwarding; this class
/// draws them as a page: the loading overlay ignores input but its Cancel button and Escape, which
/// cancel the running presenter calls.
@MainActor
open class WebView: ScreenView<WebDialog> {
    /// Renders the page again when this view changes; set by the navigator.
    weak var host: (any WebViewHost)?

    // MARK: Overridden by each screen

    /// A short name for the screen, used as a CSS class (`screen-<name>`) and in tests.
    open var screenName: String { "screen" }

    /// The screen's content.
    open func renderContent() -> HTML { .empty }

    /// Handles an event while no dialog is open and nothing is loading.
    /// - Returns: `false` when the screen has no use for it (the navigator then tries Back for Escape).
    open func handleContentEvent(_ event: WebEvent) -> Bool { false }

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

    /// The action of the loading overlay's Cancel button.
    static let cancelLoadingAction = "loading-cancel"

    /// Gives `event` to the open dialog; while loading, Cancel and Escape cancel the running
    /// presenter calls and other events are dropped; else gives it to the screen.
    /// - Returns: whether anybody used the event.
    final func receive(_ event: WebEvent) -> Bool {
        if let dialog = dialogs.first {
            guard let answer = dialog.answer(to: event) else { return false }
            removeFirstDialog()
            dialog.finish(answer)
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

    /// Asks the host to render the page again.
    public final override func setNeedsDisplay() {
        host?.setNeedsDisplay()
    }
}

/// Whoever shows a ``WebView`` and renders the page again when it changes.
@MainActor
public protocol WebViewHost: AnyObject {
    /// The view changed; render the page again soon.
    func setNeedsDisplay()
}
