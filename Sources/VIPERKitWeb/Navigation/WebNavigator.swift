import VIPERKit

/// The browser's ``Navigator``: keeps one tab's screen stack on the server, renders the visible
/// screen as a page with a title bar, gives it the page's events, and forwards lifecycle events.
///
/// A screen gets `viewDidLoad` the first time it is shown and `viewWillAppear` each time it
/// becomes visible; the screen it covers or replaces gets `viewDidDisappear`. Screens leave the
/// stack (and are released with their module) on pop, pop(to:) and setRoot.
@MainActor
public final class WebNavigator: ScreenStackNavigator, WebViewHost {
    /// Called whenever the page must be rendered again.
    public var onNeedsDisplay: () -> Void = {}
    /// Called after the stack or the presented screen changed.
    public var onStackChange: () -> Void = {}
    /// The name shown in the title bar of the first screen and in the document title.
    public let appName: String

    /// - Parameter appName: the app's name, e.g. "Football Gather".
    public init(appName: String) {
        self.appName = appName
        super.init()
    }

    // MARK: Rendering and events

    /// The visible screen as a web view, if it is one.
    public var visibleView: WebView? { visibleScreen as? WebView }

    /// Events that no screen used (an action the screen does not offer, say), counted for the logs.
    public private(set) var unusedEvents = 0

    public func setNeedsDisplay() {
        onNeedsDisplay()
    }

    /// The page as it should look now.
    public func render() -> WebPage {
        guard let view = visibleView else {
            let waiting = HTML.element("main", [("class", "screen screen-starting")]) {
                HTML.element("div", [("class", "spinner"), ("aria-hidden", "true")])
                HTML.paragraph("Starting…", class: "hint")
            }
            return WebPage(title: appName, html: .joined([titleBar(title: appName, showsBack: false), waiting]))
        }
        let addresses = routes.map(\.path)
        let title = view.title.isEmpty ? appName : view.title
        let showsBack = !isAtRoot && !view.isBlockingInput
        return WebPage(
            title: view.title.isEmpty ? appName : "\(title) · \(appName)",
            html: .joined([titleBar(title: title, showsBack: showsBack), view.render()]), addresses: addresses)
    }

    /// Gives `event` to the visible screen. Back (the title bar's button, or an Escape the screen
    /// does not use) asks the screen first, then dismisses the presented screen or pops.
    /// - Returns: whether anybody used the event; the caller logs the ones nobody did.
    @discardableResult
    public func handle(_ event: WebEvent) -> Bool {
        let used = deliver(event)
        if !used { unusedEvents += 1 }
        return used
    }

    private func deliver(_ event: WebEvent) -> Bool {
        guard let view = visibleView else { return false }
        if case .action("nav-back", _) = event {
            guard !view.isBlockingInput else { return false }
            goBack(from: view)
            return true
        }
        if view.receive(event) { return true }
        guard case .key(.escape, _) = event, !view.isBlockingInput, !isAtRoot else { return false }
        goBack(from: view)
        return true
    }

    private func goBack(from view: WebView) {
        guard !view.handleBack() else {
            view.setNeedsDisplay()
            return
        }
        goBack()
    }

    private func titleBar(title: String, showsBack: Bool) -> HTML {
        .element("header", [("class", "bar")]) {
            if showsBack {
                HTML.button("‹ Back", action: "nav-back", style: .plain, label: "Back")
            }
            HTML.element("h1", [], [.text(title)])
        }
    }

    public override func adopt(_ screen: any NavigatedScreen) {
        (screen as? WebView)?.host = self
    }

    public override func didChange() {
        onStackChange()
        onNeedsDisplay()
    }
}

/// What the page shows: the document title, the markup of the app's root element, and the
/// addresses of the screens shown, bottom first (the page keeps one history entry for each).
public struct WebPage: Equatable, Sendable {
    public var title: String
    public var html: HTML
    /// The paths of the routes shown (``Navigator/routes``); the last one is the page's address.
    public var addresses: [String]
    /// The number of the page's last navigation (``WebEvent/navigate(_:sequence:)``) the tab has
    /// finished walking to: a page sent before then shows a stack the page has already left.
    public var navigation: Int
    /// The number of the page's last event the tab had applied when it rendered this page (see
    /// ``EventSequence``): the page shows what its later events will change on top of it.
    public var appliedEvent: Int
    /// The number of the page's last event acknowledged with this page (the tab was settled when
    /// it rendered it), or `nil` when the page carries no acknowledgement.
    public var acknowledgedEvent: Int?

    public init(title: String, html: HTML, addresses: [String] = [], navigation: Int = 0, appliedEvent: Int = 0) {
        self.title = title
        self.html = html
        self.addresses = addresses
        self.navigation = navigation
        self.appliedEvent = appliedEvent
    }
}
