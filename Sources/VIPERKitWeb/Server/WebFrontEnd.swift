import Foundation
import Vapor

/// Serves a ``WebApp`` in the browser from a Vapor application.
///
/// Routes: `GET /` and `GET` of any path under the app's ``WebApp/routeRoots`` (the page, which
/// opens the screen its address names), `POST /session` (sets the session cookie), `GET /ws` (the
/// WebSocket each tab talks over), `GET /assets/…` (the script, the stylesheets, the icons),
/// `GET /manifest.webmanifest` (what a phone needs to add the app to its home screen) and
/// `GET /service-worker.js` (which keeps the app's shell for a start without a connection).
/// Every answer carries a Content-Security-Policy without `'unsafe-inline'`; every route answers only
/// to the ``AllowedHosts``, and the WebSocket and `POST /session` accept only requests whose
/// `Origin` is the page's own. New browsers are limited per client address (``WebSessions/Limits``).
public final class WebFrontEnd<App: WebApp>: Sendable {
    /// What the page looks like and how long sessions last.
    public struct Configuration: Sendable {
        /// The cookie that carries the browser's id.
        public var cookieName: String
        /// The app's own stylesheet, served at `/assets/app.css` after the kit's.
        public var stylesheet: String
        /// The page's `theme-color` (the phone's status bar, and the installed app's splash screen).
        public var themeColor: String
        /// The name under the icon once the app is added to a home screen; the app's name when `nil`.
        public var shortName: String?
        /// Browsers, tabs and how long they are kept.
        public var limits: WebSessions<App>.Limits
        /// How often idle tabs are looked for.
        public var sweepInterval: Duration
        /// The host names the site answers to.
        public var allowedHosts: AllowedHosts
        /// The client's address for a request (the TCP peer by default; an app behind a reverse proxy
        /// passes one that believes the proxy's `X-Forwarded-For`).
        public var clientAddress: @Sendable (Request) -> String
        /// The key the limit on new browsers counts a client address under: the address itself by
        /// default; an app may count a network as one client (an IPv6 client by its /64, say).
        public var addressKey: @Sendable (String) -> String
        /// Whether a request came over HTTPS (TLS here by default; behind a proxy, its `X-Forwarded-Proto`).
        public var isHTTPS: @Sendable (Request) -> Bool
        /// What a tab's WebSocket may send and how long it may keep pages waiting.
        public var socketLimits: WebSocketLimits
        /// Where the page's images may come from: this site only by default; an app that shows
        /// pictures from elsewhere adds `https:` (never plain `http:`, which a network can rewrite).
        public var imageSources: [String]

        public init(
            cookieName: String = "viperkit_session", stylesheet: String = "", themeColor: String = "#1f6f43",
            shortName: String? = nil,
            limits: WebSessions<App>.Limits = .init(), sweepInterval: Duration = .seconds(60),
            allowedHosts: AllowedHosts = .listeningAddresses,
            clientAddress: @escaping @Sendable (Request) -> String = { $0.remoteAddress?.ipAddress ?? "unknown" },
            isHTTPS: @escaping @Sendable (Request) -> Bool = {
                $0.application.http.server.configuration.tlsConfiguration != nil
            },
            addressKey: @escaping @Sendable (String) -> String = { $0 }, socketLimits: WebSocketLimits = .init(),
            imageSources: [String] = ["'self'"]
        ) {
            self.cookieName = cookieName
            self.stylesheet = stylesheet
            self.themeColor = themeColor
            self.shortName = shortName
            self.limits = limits
            self.sweepInterval = sweepInterval
            self.allowedHosts = allowedHosts
            self.clientAddress = clientAddress
            self.addressKey = addressKey
            self.isHTTPS = isHTTPS
            self.socketLimits = socketLimits
            self.imageSources = imageSources
        }
    }

    /// The browsers and tabs served.
    public let sessions: WebSessions<App>
    let configuration: Configuration
    /// The lines pages and strangers cause, within an allowance.
    let pageNotices = PageNoticeLog()
    private let appName: String
    private let routeRoots: [String]

    /// - Parameters:
    ///   - app: the app whose tabs this front end starts.
    ///   - vault: where what the app keeps for a browser (its login) outlives the process and is
    ///     shared by the instances using the same vault; `nil` keeps it in memory only.
    public init(app: App, configuration: Configuration = Configuration(), vault: (any BrowserVault)? = nil) {
        sessions = WebSessions(app: app, limits: configuration.limits, vault: vault)
        self.configuration = configuration
        appName = app.appName
        routeRoots = app.routeRoots
    }

    /// Adds the page, its assets, the session route and the WebSocket to `application`, and
    /// releases idle tabs every ``Configuration/sweepInterval`` while it runs.
    /// - Throws: when one of the kit's files is missing from the build.
    /// Tells every open page that the server is restarting: each closes with "Updating…" on screen
    /// and reconnects by itself, to this server once it is back or to another; the tabs stay.
    @MainActor
    public func tellPagesOfRestart() {
        sessions.closePages(code: WebSocketCloseCode.serviceRestart)
    }

    public func register(on application: Application) throws {
        let page = PageShell.html(appName: appName, themeColor: configuration.themeColor)
        let assets = try WebAssets.load(appStylesheet: configuration.stylesheet)
        let routes = application.grouped(
            SecurityHeadersMiddleware(
                policy: SecurityHeadersMiddleware.policy(imageSources: configuration.imageSources)),
            AllowedHostsMiddleware(allowedHosts: configuration.allowedHosts))
        routes.get { _ in Self.page(page) }
        for root in routeRoots {
            routes.get(PathComponent(stringLiteral: root)) { _ in Self.page(page) }
            routes.get(PathComponent(stringLiteral: root), "**") { _ in Self.page(page) }
        }
        routes.post("session", use: session)
        routes.get("assets", ":file") { request in try Self.asset(assets, request: request) }
        if let worker = assets[WebAssets.serviceWorker] {
            routes.get(PathComponent(stringLiteral: WebAssets.serviceWorker)) { _ in Self.response(worker) }
        }
        let manifest = try WebManifest.json(
            name: appName, shortName: configuration.shortName ?? appName, themeColor: configuration.themeColor)
        routes.get(WebManifest.path.pathComponents) { _ in Self.manifest(manifest) }
        routes.get("ws", use: upgrade)
        application.lifecycle.use(IdleSweeper(sessions: sessions, interval: configuration.sweepInterval))
    }

    // MARK: Page and assets

    private static func page(_ html: String) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .html
        headers.cacheControl = .init(noStore: true)
        return Response(status: .ok, headers: headers, body: .init(string: html))
    }

    private static func manifest(_ json: Data) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = WebManifest.mediaType
        headers.cacheControl = .init(noCache: true)
        return Response(status: .ok, headers: headers, body: .init(data: json))
    }

    private static func asset(_ assets: [String: WebAsset], request: Request) throws -> Response {
        let name = request.parameters.get("file") ?? ""
        guard let asset = assets[name], name != WebAssets.serviceWorker else {
            throw Abort(.notFound, reason: "There is no asset named \"\(name.prefix(60))\".")
        }
        return response(asset)
    }

    private static func response(_ asset: WebAsset) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = asset.type
        headers.cacheControl = .init(noCache: true)
        return Response(status: .ok, headers: headers, body: .init(data: asset.body))
    }

    // MARK: Session cookie

    private var cookie: SessionCookie { SessionCookie(name: configuration.cookieName) }

    /// The browser id the request's cookie carries (under the name its scheme uses).
    func browserID(in request: Request) -> String? {
        cookie.browserID(in: request, secure: configuration.isHTTPS(request))
    }

    /// Keeps the browser's session when the cookie names a known one; exchanges a renewal code
    /// (`{"renew": "…"}`) for the browser's new id; else, when the client's address may start a
    /// browser, restores the cookie's browser from the vault or starts a new one.
    private func session(request: Request) async throws -> Response {
        guard OriginCheck.isSameOrigin(request.headers) else {
            throw Abort(.forbidden, reason: "The request did not come from this site's page.")
        }
        let secure = configuration.isHTTPS(request)
        if let renewal = try? request.content.decode(RenewalRequest.self, as: .json) {
            guard SessionID.isValidBrowserID(renewal.renew), let id = await sessions.redeemRenewal(renewal.renew) else {
                throw Abort(.forbidden, reason: "This session renewal is not valid any more. Please reload the page.")
            }
            return Self.cookieResponse(id, cookie: cookie, secure: secure)
        }
        if let id = cookie.browserID(in: request, secure: secure), SessionID.isValidBrowserID(id),
            await sessions.knowsBrowser(id)
        {
            return Response(status: .noContent)
        }
        let address = configuration.clientAddress(request)
        let addressKey = configuration.addressKey(address)
        if let wait = await sessions.admitBrowser(from: addressKey) {
            let seconds = max(1, Int((Double(wait.components.seconds) + 0.999).rounded(.down)))
            let unit = seconds == 1 ? "second" : "seconds"
            throw Abort(
                .tooManyRequests, headers: ["Retry-After": String(seconds)],
                reason: "Too many new sessions from this address. Try again in \(seconds) \(unit).")
        }
        if let id = cookie.browserID(in: request, secure: secure),
            await sessions.restoreBrowser(id, clientAddress: address, addressKey: addressKey)
        {
            return Response(status: .noContent)
        }
        guard let id = await sessions.registerBrowser(clientAddress: address, addressKey: addressKey) else {
            throw Abort(
                .serviceUnavailable, reason: "The server is serving as many browsers as it can. Please try again later."
            )
        }
        return Self.cookieResponse(id, cookie: cookie, secure: secure)
    }

    private static func cookieResponse(_ id: String, cookie: SessionCookie, secure: Bool) -> Response {
        let response = Response(status: .noContent)
        cookie.set(id, on: response, secure: secure)
        return response
    }

    private struct RenewalRequest: Decodable {
        var renew: String
    }
}

/// Releases idle tabs on a timer from registration until the application shuts down.
private final class IdleSweeper: LifecycleHandler, Sendable {
    private let task: Task<Void, Never>

    init<App: WebApp>(sessions: WebSessions<App>, interval: Duration) {
        task = Task { @MainActor [weak sessions] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let sessions else { return }
                sessions.removeIdle()
            }
        }
    }

    func shutdown(_ application: Application) {
        task.cancel()
    }
}
