import Foundation
import NIOCore
import Vapor

/// Sends pages and control messages to one WebSocket, through a ``CoalescingSender``; each page
/// goes as the change from what the page script holds (see ``PageMessageEncoder``).
@MainActor
final class SocketConnection: WebConnection {
    private let writer: WebSocketFrameWriter
    let sender: CoalescingSender<WebPage>
    private static let encoder = JSONEncoder()

    init(writer: WebSocketFrameWriter, unwritableTimeout: Duration) {
        self.writer = writer
        let pages = PageMessageEncoder()
        sender = CoalescingSender(writer: writer, unwritableTimeout: unwritableTimeout, merge: Self.merge) { page in
            pages.message(for: page, now: Int64((Date().timeIntervalSince1970 * 1000).rounded()))
        }
    }

    /// A page that replaces one held back keeps its acknowledgement: only the newest page goes,
    /// and the page must still hear which events were applied.
    static func merge(_ old: WebPage, _ new: WebPage) -> WebPage {
        var page = new
        if let acknowledged = old.acknowledgedEvent {
            page.acknowledgedEvent = max(acknowledged, new.acknowledgedEvent ?? acknowledged)
        }
        return page
    }

    func send(_ page: WebPage) {
        sender.sendPage(page)
    }

    func send(_ message: WebControlMessage) {
        let control: ControlMessage =
            switch message {
            case .renewSession(let code): ControlMessage(type: "renew", code: code)
            case .notice(let text): ControlMessage(type: "notice", text: text)
            case .acknowledge(let number): ControlMessage(type: "ack", n: number)
            case .resend(let from, let after): ControlMessage(type: "resend", from: from, after: after)
            }
        guard let data = try? Self.encoder.encode(control) else { return }
        let text = String(decoding: data, as: UTF8.self)
        // Only the newest acknowledgement matters: it covers every number before it.
        if case .acknowledge = message {
            sender.sendLatest(text)
        } else {
            sender.sendMessage(text)
        }
    }

    func close() {
        close(code: WebSocketCloseCode.takenOver)
    }

    func close(code: UInt16) {
        sender.stop()
        writer.close(code: code)
    }

    /// Stops sending once the socket has closed.
    func stop() {
        sender.stop()
    }

    private struct ControlMessage: Encodable {
        var type: String
        var code: String?
        var text: String?
        var n: Int?
        var from: Int?
        var after: Int?
    }
}

/// Writes text messages to a WebSocket and closes its channel outright when asked.
@MainActor
final class WebSocketFrameWriter: TextFrameWriter {
    private let socket: WebSocket
    private let channel: any Channel

    init(socket: WebSocket, channel: any Channel) {
        self.socket = socket
        self.channel = channel
    }

    func write(_ text: String, completion: @escaping @MainActor () -> Void) {
        let promise = socket.eventLoop.makePromise(of: Void.self)
        promise.futureResult.whenComplete { _ in Task { @MainActor in completion() } }
        socket.send(text, promise: promise)
    }

    /// Sends a close frame with `code`; the channel closes when the page answers, or after
    /// ``MessageSizeLimiter/closeGrace`` if it does not.
    func close(code: UInt16) {
        _ = socket.close(code: .unknown(code))
        let channel = channel
        channel.eventLoop.scheduleTask(in: MessageSizeLimiter.closeGrace) { channel.close(promise: nil) }
    }

    func closeNow() {
        channel.close(mode: .all, promise: nil)
    }
}
