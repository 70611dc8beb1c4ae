import VIPERKit

/// One browser tab's module stack, kept on the server while the page sleeps or reloads.
///
/// The tab renders its navigator's page to the connection it is bound to, once per burst of
/// changes, and keeps running (a match clock, say) while no connection is bound.
@MainActor
public final class WebTab {
    /// The tab's id, chosen by the page and kept in its `sessionStorage`.
    public let id: String
    public let navigator: WebNavigator
    /// Runs the views' async presenter calls; tests await it.
    public let tasks: TaskTracker
    /// When the tab was last connected or used.
    public internal(set) var lastActive: ContinuousClock.Instant
    private var objects: [AnyObject] = []
    private(set) var connection: (any WebConnection)? {
        didSet { if connection == nil { connectionDidGo() } }
    }
    private var isRenderScheduled = false
    private var lastSent: WebPage?
    private var eventGate: EventGate?
    private var disconnectWaiters: [CheckedContinuation<Void, Never>] = []
    /// The route asked for while a walk was under way; the walk goes on to it next.
    private var nextRoute: Route?
    /// The page's number of the navigation that asked for ``nextRoute``.
    private var nextNavigation: Int?
    /// The page's last navigation whose walk has ended (see ``WebPage/navigation``).
    private var answeredNavigation = 0
    /// Whether a walk to a route is under way.
    public private(set) var isWalking = false
    private var walkWaiters: [CheckedContinuation<Void, Never>] = []
    /// A route the walk put off until the screen that must be done with first (Login) is replaced.
    private var deferredRoute: DeferredRoute?
    /// The page's numbered events, applied in order, each once (see ``PageEvents``); kept across
    /// the page's reconnections, like the screens.
    private(set) lazy var pageEvents = PageEvents(tab: self)
    /// The screen that was visible when the page went away: told it stopped being visible then,
    /// and that it is visible again when a page comes back (see ``unbind(_:now:)``).
    private weak var screenHiddenByDisconnect: AnyObject?

    init(id: String, appName: String, now: ContinuousClock.Instant) {
        self.id = id
        navigator = WebNavigator(appName: appName)
        tasks = TaskTracker()
        lastActive = now
        navigator.onNeedsDisplay = { [weak self] in self?.scheduleRender() }
        navigator.onStackChange = { [weak self] in self?.resumeDeferredRoute() }
    }

    // MARK: Addresses

    /// Shows the screen `route` names, the way the user would get there (see ``RouteWalker``):
    /// back through the screens' own Back, or forward through their actions. A route that cannot
    /// be reached leaves the nearest screen with a notice saying why; one that must wait (the
    /// user logs in first) is opened once the screen in the way is replaced. The page gets its
    /// address again either way. A walk asked for while another runs takes over where it ends.
    /// - Parameter navigation: the page's number for this navigation, sent back with the pages
    ///   from the end of the walk on.
    public func go(to route: Route, navigation: Int? = nil) {
        nextRoute = route
        if let navigation { nextNavigation = navigation }
        guard !isWalking else { return }
        isWalking = true
        Task { await walk() }
    }

    /// Walks to `route` (see ``go(to:)``) and returns once no walk is under way.
    public func open(_ route: Route) async {
        go(to: route)
        await walksEnded()
    }

    /// Returns once no walk is under way: at once when none is.
    public func walksEnded() async {
        guard isWalking else { return }
        await withCheckedContinuation { walkWaiters.append($0) }
    }

    private func walk() async {
        while let target = nextRoute {
            nextRoute = nil
            deferredRoute = nil
            switch await RouteWalker.walk(navigator, to: target, tasks: tasks) {
            case .unavailable(let reason): send(.notice(reason))
            case .deferred:
                deferredRoute = DeferredRoute(route: target, screen: navigator.visibleScreen)
            case .arrived, .stopped: break
            }
            if nextRoute == nil, let navigation = nextNavigation {
                answeredNavigation = navigation
                nextNavigation = nil
            }
            resendPage()
        }
        isWalking = false
        walkWaiters.resumeAll()
    }

    /// Gives `event` to the navigator, or starts the walk to the address it names.
    /// - Returns: whether anybody used it.
    @discardableResult
    public func handle(_ event: WebEvent) -> Bool {
        guard case .navigate(let path, let navigation) = event else { return navigator.handle(event) }
        guard let route = Route(path: path) else {
            answeredNavigation = navigation
            resendPage()
            return false
        }
        go(to: route, navigation: navigation)
        return true
    }

    private func resumeDeferredRoute() {
        guard let deferred = deferredRoute, navigator.visibleScreen !== deferred.screen else { return }
        deferredRoute = nil
        go(to: deferred.route)
    }

    /// Sends the page again even when it did not change, so that the page's address follows the stack.
    private func resendPage() {
        lastSent = nil
        scheduleRender()
    }

    /// Keeps `object` alive as long as the tab (the navigator holds screens, not their factory).
    public func keepAlive(_ object: AnyObject) {
        objects.append(object)
    }

    /// Whether a page is connected.
    public var isConnected: Bool { connection != nil }

    /// Returns once no page is connected: at once when none is, else when the connection goes.
    public func untilDisconnected() async {
        guard connection != nil else { return }
        await withCheckedContinuation { disconnectWaiters.append($0) }
    }

    private func connectionDidGo() {
        disconnectWaiters.resumeAll()
    }

    /// The tab's allowance of events, the same across its reconnections.
    func events(limits: WebSocketLimits, within shared: EventGate? = nil) -> EventGate {
        if let eventGate { return eventGate }
        let gate = EventGate(limits: limits, within: shared)
        eventGate = gate
        return gate
    }

    /// Events the tab sent faster than its allowance, dropped unhandled.
    public var droppedEvents: Int { eventGate?.dropped ?? 0 }

    /// Binds `connection` and sends it the whole page; a connection bound before is closed.
    func bind(_ connection: any WebConnection) {
        if let previous = self.connection, previous !== connection { previous.close() }
        self.connection = connection
        lastSent = nil
        if let screen = screenHiddenByDisconnect as? any NavigatedScreen {
            screenHiddenByDisconnect = nil
            if screen === navigator.visibleScreen { screen.screenWillAppear() }
        }
        sendPage()
    }

    /// Unbinds `connection` if it is still the bound one. The visible screen is told it stopped
    /// being visible (so it lets go of what it holds for a viewer, a live link's watcher), and that
    /// it is visible again when a page is bound.
    func unbind(_ connection: any WebConnection, now: ContinuousClock.Instant) {
        guard self.connection === connection else { return }
        self.connection = nil
        lastActive = now
        if screenHiddenByDisconnect == nil, let screen = navigator.visibleScreen as? any NavigatedScreen {
            screenHiddenByDisconnect = screen
            screen.screenDidDisappear()
        }
    }

    /// Closes the connected page's socket with `code`, keeping the tab for the page to reconnect.
    func closeConnection(code: UInt16) {
        connection?.close(code: code)
    }

    /// Sends the page a message that is not a page (a cookie to renew, a notice), if one is connected.
    func send(_ message: WebControlMessage) {
        connection?.send(message)
    }

    /// Releases the tab's screens, so that their modules are freed; a connected page is closed with `code`.
    func release(closing code: UInt16? = nil) {
        if let connection {
            if let code { connection.close(code: code) } else { connection.close() }
        }
        connection = nil
        navigator.setRoot(EmptyScreen())
    }

    /// Asks for one render after the changes already under way.
    private func scheduleRender() {
        guard !isRenderScheduled else { return }
        isRenderScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            isRenderScheduled = false
            sendPage()
        }
    }

    /// Sends the page when it differs from the last one sent.
    private func sendPage() {
        guard let connection else { return }
        var page = navigator.render()
        page.navigation = answeredNavigation
        page.appliedEvent = pageEvents.sequence.applied
        // A page that shows the same is not sent again only because more events were applied.
        guard page.showsSame(as: lastSent) == false else { return }
        page.acknowledgedEvent = pageEvents.acknowledgementForPage()
        lastSent = page
        connection.send(page)
    }
}

extension WebPage {
    /// Whether `other` shows what this page shows, whatever events each had applied.
    fileprivate func showsSame(as other: WebPage?) -> Bool {
        guard let other else { return false }
        return title == other.title && html == other.html && addresses == other.addresses
            && navigation == other.navigation
    }
}

/// A route put off until `screen` (Login, say) is no longer the visible one.
@MainActor
private struct DeferredRoute {
    let route: Route
    weak var screen: (any Screen)?
}

/// A page connected to a tab: where rendered pages go.
@MainActor
public protocol WebConnection: AnyObject {
    /// Sends the page to the browser.
    func send(_ page: WebPage)
    /// Sends the page a message that is not a page.
    func send(_ message: WebControlMessage)
    /// Closes the connection (another one took the tab over, or the tab expired).
    func close()
    /// Closes the connection with one of ``WebSocketCloseCode``'s codes.
    func close(code: UInt16)
}

extension WebConnection {
    public func send(_ message: WebControlMessage) {}
    public func close(code: UInt16) { close() }
}

/// A message for the page's script other than a page.
public enum WebControlMessage: Equatable, Sendable {
    /// The browser's session id was renewed: the page exchanges `code` for the new cookie.
    case renewSession(code: String)
    /// A sentence to show without interrupting (say, that some events were ignored).
    case notice(String)
    /// The tab applied the page's events up to this number: the page lets go of them.
    case acknowledge(Int)
    /// The page sends its events again from this number, after waiting `afterMilliseconds`
    /// (one was missing, or refused by an allowance).
    case resend(from: Int, afterMilliseconds: Int)
}

/// Stands in for a released tab's screens so that its modules leave the navigator and are freed.
@MainActor
private final class EmptyScreen: Screen {}

extension [CheckedContinuation<Void, Never>] {
    /// Empties the list, then resumes every waiter that was in it.
    fileprivate mutating func resumeAll() {
        let waiters = self
        self = []
        for waiter in waiters { waiter.resume() }
    }
}
