import CoreMetrics
import Foundation
import NIOCore
import ProgramSupport
import VIPERKit
import Vapor

extension WebFrontEnd {
    /// Upgrades to the tab's WebSocket, bounded by ``Configuration/socketLimits``; a request from
    /// another origin gets a 403 instead.
    func upgrade(request: Request) throws -> Response {
        guard OriginCheck.isSameOrigin(request.headers) else {
            pageNotices.notice(
                "Refused a WebSocket from another origin: \(LogText.quoted(request.headers.first(name: .origin)))",
                to: request.logger)
            throw Abort(.forbidden, reason: "The WebSocket did not come from this site's page.")
        }
        let limits = configuration.socketLimits
        let response = Response(status: .switchingProtocols)
        response.upgrader = BoundedWebSocketUpgrader(limits: limits) { [self] socket, channel in
            // Ten seconds of events at the allowed rate: a handler rarely falls that far behind.
            let inbox = SocketInbox(socket: socket, buffered: limits.eventBurst + Int(limits.eventsPerSecond * 10))
            Task { await self.serve(socket, channel: channel, inbox: inbox, request: request) }
        }
        return response
    }

    private func serve(_ socket: WebSocket, channel: any Channel, inbox: SocketInbox, request: Request) async {
        let limits = configuration.socketLimits
        let tabID = (try? request.query.get(String.self, at: "tab")) ?? ""
        let route = (try? request.query.get(String.self, at: "at")).flatMap(VIPERKit.Route.init(path:))
        let timeZone = (try? request.query.get(String.self, at: "tz")).flatMap(WebBrowserHandle.timeZone(named:))
        let outboxStart = (try? request.query.get(Int.self, at: "from")).map {
            min(max(1, $0), OutboxMessage.maximumNumber)
        }
        let connection = await SocketConnection(
            writer: WebSocketFrameWriter(socket: socket, channel: channel), unwritableTimeout: limits.unwritableTimeout)
        guard
            let tab = await connect(
                connection, inbox: inbox, browserID: browserID(in: request) ?? "", tabID: tabID,
                clientAddress: configuration.clientAddress(request), timeZone: timeZone, route: route,
                outboxStart: outboxStart)
        else { return }
        try? await socket.eventLoop.submit {
            SocketPinger.start(socket, channel: channel, every: limits.pingInterval)
        }.get()
        await handle(inbox.arrivals, for: tab, on: connection, logger: request.logger)
    }

    /// Binds `connection` to its tab and the tab's allowance to `inbox` before the first page goes
    /// out, or closes the connection with the code that tells the page why not.
    @MainActor
    private func connect(
        _ connection: SocketConnection, inbox: SocketInbox, browserID: String, tabID: String, clientAddress: String,
        timeZone: TimeZone?, route: VIPERKit.Route?, outboxStart: Int?
    ) -> WebTab? {
        guard SessionID.isValidTabID(tabID) else {
            connection.close(code: WebSocketCloseCode.badTab)
            return nil
        }
        guard
            let tab = sessions.connect(
                browserID: browserID, tabID: tabID, connection: connection, clientAddress: clientAddress,
                timeZone: timeZone, at: route)
        else {
            connection.close(code: WebSocketCloseCode.unknownSession)
            return nil
        }
        inbox.admit(through: sessions.events(of: tab, browserID: browserID, limits: configuration.socketLimits))
        // The page's outbox starts here: what the tab applied before goes out of it at once.
        if let outboxStart { tab.pageEvents.connect(startingAt: outboxStart) }
        return tab
    }

    /// What the page shows when some of its events were dropped.
    static var overAllowanceNotice: String {
        "Some of your taps and keys were ignored because they came too fast."
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
    /// The browser opened more tabs than the server keeps, and this one was the least recently used:
    /// stop, and say so.
    static let tooManyTabs: UInt16 = 4429
    /// The server is restarting (WebSocket's own 1012, Service Restart): say "Updating…" and
    /// reconnect, to this server or another.
    static let serviceRestart: UInt16 = 1012
}

/// The log lines for one connection's malformed events: the first few, quoted, then their count.
struct MalformedEventLog {
    /// Malformed events logged one by one per connection.
    static let loggedOneByOne = 3

    private(set) var count = 0

    /// Counts the event `text`. - Returns: the line to log, or `nil` past the first few.
    mutating func line(for text: String) -> String? {
        count += 1
        guard count <= Self.loggedOneByOne else { return nil }
        return "Ignored a malformed event from a page: \(LogText.quoted(text))"
    }

    /// The line that counts them all when there were more than were logged.
    var summary: String? {
        count > Self.loggedOneByOne ? "Ignored \(count) malformed events from one page in all." : nil
    }
}
