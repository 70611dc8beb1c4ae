import NIOCore

/// Cuts a request that trickles in: from its first byte, its head (request line and headers) must
/// arrive within ``ConnectionLimits/headDeadline`` and the whole request, until the server begins
/// its answer, within ``ConnectionLimits/requestDeadline``. Past either, the client is answered
/// 408 and the connection is closed. The idle timeout alone cannot do this: every byte resets it.
///
/// It sits first in a connection's pipeline and reads the raw bytes of HTTP/1.1, without parsing
/// more than the blank line that ends a head. Once an answer begins the request is over, and the
/// next byte read starts another; after `101 Switching Protocols` (a WebSocket) nothing is timed.
final class RequestDeadlines: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    /// Which deadline a request missed.
    enum Missed: String, Sendable {
        case head, request
    }

    private enum State {
        /// No request under way: the connection is new, or the last answer began.
        case waiting
        /// Reading a head; `tail` holds its last bytes read, which may begin the blank line.
        case head(tail: [UInt8])
        /// The head is in; the body, if any, is arriving.
        case body
        /// The connection was upgraded (a WebSocket): it carries no more requests.
        case upgraded
    }

    private static let endOfHead: [UInt8] = Array("\r\n\r\n".utf8)
    private static let switchingProtocols = Array("HTTP/1.1 101".utf8)

    private let limits: ConnectionLimits
    private let onMissed: @Sendable (Missed) -> Void
    private var state = State.waiting
    private var request = 0
    private var timers: [Scheduled<Void>] = []

    /// - Parameter onMissed: told each time a connection is closed for a deadline (for metrics).
    init(limits: ConnectionLimits, onMissed: @escaping @Sendable (Missed) -> Void = { _ in }) {
        self.limits = limits
        self.onMissed = onMissed
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        switch state {
        case .waiting:
            // Line ends between requests (some clients send one after a body) start none.
            if bytes.readableBytesView.allSatisfy({ $0 == 0x0D || $0 == 0x0A }) { break }
            begin(context: context)
            readHead(bytes, after: [])
        case .head(let tail):
            readHead(bytes, after: tail)
        case .body, .upgraded:
            break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch state {
        case .head, .body:
            if case .byteBuffer(let buffer) = unwrapOutboundIn(data),
                buffer.readableBytesView.starts(with: Self.switchingProtocols)
            {
                state = .upgraded
            } else {
                state = .waiting
            }
            cancelTimers()
        case .waiting, .upgraded:
            break
        }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimers()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimers()
    }

    /// A request's first byte: both deadlines start.
    private func begin(context: ChannelHandlerContext) {
        request += 1
        let request = request
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timers = [(Missed.head, limits.headDeadline), (.request, limits.requestDeadline)].map { missed, deadline in
            context.eventLoop.scheduleTask(in: TimeAmount(deadline)) {
                let (handler, context) = loopBound.value
                handler.deadlinePassed(missed, request: request, context: context)
            }
        }
    }

    private func readHead(_ bytes: ByteBuffer, after tail: [UInt8]) {
        let view = bytes.readableBytesView
        let window = tail + view.prefix(Self.endOfHead.count - 1)
        if window.firstRange(of: Self.endOfHead) != nil || view.firstRange(of: Self.endOfHead) != nil {
            state = .body
            timers.first?.cancel()
        } else {
            state = .head(tail: Array((tail + view.suffix(Self.endOfHead.count - 1)).suffix(Self.endOfHead.count - 1)))
        }
    }

    private func deadlinePassed(_ missed: Missed, request: Int, context: ChannelHandlerContext) {
        guard request == self.request else { return }
        switch (state, missed) {
        case (.head, _), (.body, .request): break
        default: return
        }
        cancelTimers()
        state = .upgraded
        onMissed(missed)
        let reason =
            missed == .head
            ? "The request's head took longer than \(Self.seconds(limits.headDeadline)) to arrive."
            : "The request took longer than \(Self.seconds(limits.requestDeadline)) to arrive."
        let body = #"{"error":true,"reason":"\#(reason)"}"#
        let answer =
            "HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(ByteBuffer(string: answer)))).whenComplete { _ in
            context.close(promise: nil)
        }
    }

    private func cancelTimers() {
        timers.forEach { $0.cancel() }
        timers = []
    }

    private static func seconds(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        return seconds == 1 ? "1 second" : "\(seconds) seconds"
    }
}
