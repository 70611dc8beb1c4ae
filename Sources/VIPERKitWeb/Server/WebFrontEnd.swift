import Foundation
import Vapor

/// Serves a ``WebApp`` in the browser from a Vapor application.
///
/// Routes: `GET /` (the page), `POST /session` (sets the session cookie), `GET /ws` (the
/// WebSocket each tab talks over) and `GET /assets/…` (the script, the stylesheets, the icon).
/// Every answer carries a Content-Security-Policy without `'unsafe-inline'`; the WebSocket and
/// `POST /session` accept only requests whose `Origin` is the page's own.
public final class WebFrontEnd<App: WebApp>: Sendable {
    /// What the page looks like and how long sessions last.
    public struct Configuration: Sendable {
        /// The cookie that carries the browser's id.
        public var cookieName: String
        /// The app's own stylesheet, served at `/assets/app.css` after the kit's.
        public var stylesheet: String
        /// The page's `theme-color` (the phone's status bar).
        public var themeColor: String
        /// Browsers, tabs and how long they are kept.
        public var limits: WebSessions<App>.Limits
        /// How often idle tabs are looked for.
        public var sweepInterval: Duration

        public init(
            cookieName: String = "viperkit_session", stylesheet: String = "", themeColor: String = "#1f6f43",
            limits: WebSessions<App>.Limits = .init(), sweepInterval: Duration = .seconds(60)
        ) {
            self.cookieName = cookieName
            self.stylesheet = stylesheet
            self.themeColor = themeColor
            self.limits = limits
            self.sweepInterval = sweepInterval
        }
    }

    /// The browsers and tabs served.
    public let sessions: WebSessions<App>
    let configuration: Configuration
    private let appName: String

    /// - Parameter app: the app whose tabs this front end starts.
    public init(app: App, configuration: Configuration = Configuration()) {
        sessions = WebSessions(app: app, limits: configuration.limits)
        self.configuration = configuration
        appName = app.appName
    }

    /// Adds the page, its assets, the session route and the WebSocket to `application`, and
    /// releases idle tabs every ``Configuration/sweepInterval`` while it runs.
    /// - Throws: when one of the kit's files is missing from the build.
    public func register(on application: Application) throws {
        let page = PageShell.html(appName: appName, themeColor: configuration.themeColor)
        let assets = try WebAssets.load(appStylesheet: configuration.stylesheet)
        let routes = application.grouped(SecurityHeadersMiddleware())
        routes.get { _ in Self.page(page) }
        routes.post("session", use: session)
        routes.get("assets", ":file") { request in try Self.asset(assets, request: request) }
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

    private static func asset(_ assets: [String: WebAsset], request: Request) throws -> Response {
        let name = request.parameters.get("file") ?? ""
        guard let asset = assets[name] else {
            throw Abort(.notFound, reason: "There is no asset named \"\(name.prefix(60))\".")
        }
        var headers = HTTPHeaders()
        headers.contentType = asset.type
        headers.cacheControl = .init(noCache: true)
        return Response(status: .ok, headers: headers, body: .init(string: asset.body))
    }

    // MARK: Session cookie

    /// Keeps the browser's session when the cookie names a known one, else sets a new cookie.
    private func session(request: Request) async throws -> Response {
        guard OriginCheck.isSameOrigin(request.headers) else {
            throw Abort(.forbidden, reason: "The request did not come from this site's page.")
        }
        if let id = request.cookies[configuration.cookieName]?.string, SessionID.isValidBrowserID(id),
            await sessions.knowsBrowser(id)
        {
            return Response(status: .noContent)
        }
        guard let id = await sessions.registerBrowser() else {
            throw Abort(
                .serviceUnavailable, reason: "The server is serving as many browsers as it can. Please try again later."
            )
        }
        let response = Response(status: .noContent)
        response.cookies[configuration.cookieName] = HTTPCookies.Value(
            string: id, expires: nil, maxAge: nil, domain: nil, path: "/",
            isSecure: request.headers.first(name: "X-Forwarded-Proto") == "https", isHTTPOnly: true, sameSite: .strict)
        return response
    }

    // MARK: WebSocket

    /// Upgrades to the tab's WebSocket; a request from another origin gets a 403 instead.
    private func upgrade(request: Request) throws -> Response {
        guard OriginCheck.isSameOrigin(request.headers) else {
            request.logger.notice(
                "Refused a WebSocket from another origin: \(request.headers.first(name: .origin) ?? "none")")
            throw Abort(.forbidden, reason: "The WebSocket did not come from this site's page.")
        }
        return request.webSocket { [self] request, socket in
            await self.serve(socket, request: request)
        }
    }

    private func serve(_ socket: WebSocket, request: Request) async {
        let browserID = request.cookies[configuration.cookieName]?.string ?? ""
        let tabID = (try? request.query.get(String.self, at: "tab")) ?? ""
        let (texts, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(256))
        // The socket's callbacks are set on its event loop; the texts then arrive in order.
        try? await socket.eventLoop.submit {
            socket.pingInterval = .seconds(25)
            socket.onText { _, text in continuation.yield(text) }
            socket.onClose.whenComplete { _ in continuation.finish() }
        }.get()
        await handleEvents(texts, on: socket, browserID: browserID, tabID: tabID, logger: request.logger)
    }

    @MainActor
    private func handleEvents(
        _ texts: AsyncStream<String>, on socket: WebSocket, browserID: String, tabID: String, logger: Logger
    ) async {
        let connection = SocketConnection(socket: socket)
        guard SessionID.isValidTabID(tabID) else {
            connection.close(code: WebSocketCloseCode.badTab)
            return
        }
        guard let tab = sessions.connect(browserID: browserID, tabID: tabID, connection: connection) else {
            connection.close(code: WebSocketCloseCode.unknownSession)
            return
        }
        let decoder = JSONDecoder()
        for await text in texts {
            do {
                let event = try decoder.decode(WebEvent.self, from: Data(text.utf8))
                if !tab.navigator.handle(event) {
                    logger.debug("No screen used the event \(event).")
                }
            } catch {
                logger.notice("Ignored a malformed event from a page: \(String(describing: error).prefix(200))")
            }
        }
        sessions.disconnect(tab, connection: connection)
    }
}

/// The close codes the page's script understands.
enum WebSocketCloseCode {
    /// The cookie names no browser known here (the server restarted): get a new session, then reconnect.
    static let unknownSession: UInt16 = 4401
    /// The tab id is malformed: pick a new one.
    static let badTab: UInt16 = 4400
    /// Another page took this tab over (a duplicated tab): pick a new tab id.
    static let takenOver: UInt16 = 4409
}

/// Sends pages to one WebSocket.
@MainActor
final class SocketConnection: WebConnection {
    private let socket: WebSocket
    private static let encoder = JSONEncoder()

    init(socket: WebSocket) {
        self.socket = socket
    }

    func send(_ page: WebPage) {
        guard let data = try? Self.encoder.encode(PageMessage(title: page.title, html: page.html.rendered)) else {
            return
        }
        socket.send(String(decoding: data, as: UTF8.self))
    }

    func close() {
        close(code: WebSocketCloseCode.takenOver)
    }

    func close(code: UInt16) {
        _ = socket.close(code: .unknown(code))
    }

    private struct PageMessage: Encodable {
        var type = "page"
        var title: String
        var html: String
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
