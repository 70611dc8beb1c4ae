import NIOCore
import NIOHTTP1
import NIOWebSocket
import Vapor

/// Upgrades a request to a WebSocket whose messages are bounded while their frames arrive: a
/// frame, or a message made of continuation frames, past ``WebSocketLimits/maximumMessageBytes``
/// closes the socket with 1009 before the rest is read or buffered. Hands over the socket with its
/// channel, so the server can close the connection outright when the page stops reading.
struct BoundedWebSocketUpgrader: Upgrader {
    let limits: WebSocketLimits
    let onUpgrade: @Sendable (WebSocket, any Channel) -> Void

    func applyUpgrade(req: Request, res: Response) -> any HTTPServerProtocolUpgrader {
        let limit = limits.maximumMessageBytes
        let onUpgrade = onUpgrade
        return NIOWebSocketServerUpgrader(
            maxFrameSize: limit, automaticErrorHandling: true,
            shouldUpgrade: { channel, _ in channel.eventLoop.makeSucceededFuture([:]) },
            upgradePipelineHandler: { channel, _ in
                var configuration = WebSocket.Configuration()
                configuration.maxAccumulatedFrameSize = limit
                configuration.maxAccumulatedFrameCount = 256
                return channel.pipeline.addHandler(MessageSizeLimiter(limit: limit)).flatMap {
                    WebSocket.server(on: channel, config: configuration) { socket in onUpgrade(socket, channel) }
                }
            })
    }
}

/// Counts the bytes of each message as its frames arrive and, past the limit, answers close 1009
/// and closes the connection, reading nothing more. Leaves a client's pings unanswered while the
/// connection cannot take more writes, so that pongs never pile up behind pages.
final class MessageSizeLimiter: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// How long the close frame may wait behind pages the client does not read.
    static let closeGrace: TimeAmount = .seconds(2)

    private let limit: Int
    private var messageBytes = 0
    private var isRefusing = false

    init(limit: Int) {
        self.limit = limit
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isRefusing else { return }
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text, .binary:
            messageBytes = frame.length
        case .continuation:
            messageBytes += frame.length
        case .ping where !context.channel.isWritable:
            // Each ping is answered with a pong; a client that sends pings and reads nothing
            // would pile the pongs up, so its pings go unanswered until it reads again.
            return
        default:
            context.fireChannelRead(data)
            return
        }
        guard messageBytes <= limit else {
            refuse(context: context)
            return
        }
        if frame.fin { messageBytes = 0 }
        context.fireChannelRead(data)
    }

    private func refuse(context: ChannelHandlerContext) {
        isRefusing = true
        context.channel.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in }
        var code = context.channel.allocator.buffer(capacity: 2)
        code.write(webSocketErrorCode: .messageTooLarge)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: code)))
            .whenComplete { _ in channel.close(promise: nil) }
        channel.eventLoop.scheduleTask(in: Self.closeGrace) { channel.close(promise: nil) }
    }
}
