import NIOCore
import NIOWebSocket
import Vapor

/// Keeps a WebSocket honest: pings the page at a fixed interval and, when the page has not
/// answered the previous ping, closes the channel outright.
///
/// websocket-kit's own pinging answers a missing pong with a close frame, which waits behind
/// every page the client has not read; a client that stops reading would then hold the socket
/// open. Here at most one ping is outstanding, and a missed one ends the connection at once.
enum SocketPinger {
    /// Starts pinging `socket` every `interval` until `channel` closes.
    /// - Precondition: called on the socket's event loop (the pong callback is set there).
    static func start(_ socket: WebSocket, channel: any Channel, every interval: Duration) {
        let delay = TimeAmount.nanoseconds(max(1, nanoseconds(in: interval)))
        let awaitingPong = NIOLoopBoundBox(false, eventLoop: channel.eventLoop)
        socket.onPong { _, _ in awaitingPong.value = false }
        let pings = channel.eventLoop.scheduleRepeatedTask(initialDelay: delay, delay: delay) { task in
            guard channel.isActive, !awaitingPong.value else {
                task.cancel()
                channel.close(mode: .all, promise: nil)
                return
            }
            awaitingPong.value = true
            socket.sendPing()
        }
        channel.closeFuture.whenComplete { _ in pings.cancel() }
    }

    private static func nanoseconds(in duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        guard seconds < 9_000_000_000 else { return Int64.max }
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
