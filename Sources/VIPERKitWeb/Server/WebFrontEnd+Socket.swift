import Foundation
import Vapor

extension WebFrontEnd {
    /// Upgrades to the tab's WebSocket; a request from another origin gets a 403 instead.
    func upgrade(request: Request) throws -> Response {
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
        let browserID = browserID(in: request) ?? ""
        let clientAddress = configuration.clientAddress(request)
        let tabID = (try? request.query.get(String.self, at: "tab")) ?? ""
        let (texts, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(256))
        // The socket's callbacks are set on its event loop; the texts then arrive in order.
        try? await socket.eventLoop.submit {
            socket.pingInterval = .seconds(25)
            socket.onText { _, text in continuation.yield(text) }
            socket.onClose.whenComplete { _ in continuation.finish() }
        }.get()
        await handleEvents(
            texts, on: socket, browserID: browserID, tabID: tabID, clientAddress: clientAddress, logger: request.logger)
    }

    @MainActor
    private func handleEvents(
        _ texts: AsyncStream<String>, on socket: WebSocket, browserID: String, tabID: String, clientAddress: String,
        logger: Logger
    ) async {
        let connection = SocketConnection(socket: socket)
        guard SessionID.isValidTabID(tabID) else {
            connection.close(code: WebSocketCloseCode.badTab)
            return
        }
        guard
            let tab = sessions.connect(
                browserID: browserID, tabID: tabID, connection: connection, clientAddress: clientAddress)
        else {
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
    /// The browser opened more tabs than the server keeps, and this one was the least recently used:
    /// stop, and say so.
    static let tooManyTabs: UInt16 = 4429
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

    func send(_ message: WebControlMessage) {
        let control: ControlMessage =
            switch message {
            case .renewSession(let code): ControlMessage(type: "renew", code: code)
            case .notice(let text): ControlMessage(type: "notice", text: text)
            }
        guard let data = try? Self.encoder.encode(control) else { return }
        socket.send(String(decoding: data, as: UTF8.self))
    }

    func close() {
        close(code: WebSocketCloseCode.takenOver)
    }

    func close(code: UInt16) {
        _ = socket.close(code: .unknown(code))
    }

    private struct ControlMessage: Encodable {
        var type: String
        var code: String?
        var text: String?
    }

    private struct PageMessage: Encodable {
        var type = "page"
        var title: String
        var html: String
    }
}
