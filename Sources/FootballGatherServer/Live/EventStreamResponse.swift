import Foundation
import NIOCore
import Vapor

/// A `text/event-stream` response that writes a feed subscription's events as they come, with a
/// comment each `heartbeat` between them (which keeps the connection open through the idle
/// timeout and tells a gone client), until the client goes, the feed ends the subscription, its
/// `lifetime` is up, or the client reads so slowly that more than `backlog` events wait to be
/// written (it then reconnects and is replayed what it missed, as when it falls behind the feed).
///
/// The connection's kernel send buffer is made small first (``ConnectionLimits/eventStreamSendBuffer``):
/// a write completes once the kernel holds it, so with the usual buffers of megabytes a reader that
/// stopped would keep its stream through thousands of changes before any waited for a write.
enum EventStreamResponse {
    /// - Parameters:
    ///   - request: the request the stream answers; its connection gets the small send buffer.
    ///   - backlog: the events that may wait for a slow client before its stream is ended.
    ///   - text: one event as the stream writes it.
    ///   - farewell: the last event to write once the feed ended the subscription (why a watcher
    ///     was closed, say); `nil` to end without one.
    static func make(
        to request: Request, for subscription: ChangeFeed.Subscription, lifetime: Duration, heartbeat: Duration,
        backlog: Int,
        farewell: @escaping @Sendable () async -> String? = { nil },
        text: @escaping @Sendable (ChangeEvent) -> String
    ) -> Response {
        shrinkSendBuffer(of: request)
        let response = Response(status: .ok)
        response.headers.contentType = HTTPMediaType(
            type: "text", subType: "event-stream", parameters: ["charset": "utf-8"])
        response.headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        response.body = Response.Body(asyncStream: { writer in
            do {
                try await write(
                    subscription, lifetime: lifetime, heartbeat: heartbeat, backlog: backlog, farewell: farewell,
                    text: text, to: writer)
            } catch {
                // The client went away: the writer must still be told the stream is over.
                try? await writer.write(.error(error))
            }
        })
        return response
    }

    private enum Ending { case endedByFeed, timeUp, fellBehind }

    /// Gives the connection of `request` the small send buffer of event streams.
    private static func shrinkSendBuffer(of request: Request) {
        guard let gate = request.application.connectionGate, let peer = request.remoteAddress,
            let connection = gate.connection(to: peer)
        else { return }
        let bytes = gate.limits.eventStreamSendBuffer
        connection.setOption(ChannelOptions.socketOption(.so_sndbuf), value: SocketOptionValue(bytes))
            .whenFailure { request.logger.debug("The event stream's send buffer was not set: \($0)") }
    }

    /// Writes the stream of `subscription` to `writer` until it ends (see ``EventStreamResponse``).
    static func write(
        _ subscription: ChangeFeed.Subscription, lifetime: Duration, heartbeat: Duration, backlog: Int,
        farewell: @Sendable () async -> String?, text: @escaping @Sendable (ChangeEvent) -> String,
        to writer: any AsyncBodyStreamWriter
    ) async throws {
        // What waits for the writer is bounded: past it the client is too slow, and starts again.
        let (lines, output) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingOldest(max(1, backlog)))
        let (endings, ending) = AsyncStream<Ending>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let forwarding = Task {
            for await event in subscription.events {
                if case .dropped = output.yield(text(event)) {
                    ending.yield(.fellBehind)
                    output.finish()
                    return
                }
            }
            if !Task.isCancelled { ending.yield(.endedByFeed) }
            output.finish()
        }
        let beating = Task {
            let ends = ContinuousClock.now + lifetime
            while ContinuousClock.now < ends, (try? await Task.sleep(for: min(heartbeat, ends - .now))) != nil {
                output.yield(": still here\n\n")
            }
            // Its time is up: the client reconnects, showing its token again.
            ending.yield(.timeUp)
            output.finish()
        }
        defer {
            subscription.end()
            forwarding.cancel()
            beating.cancel()
        }
        try await writer.write(.buffer(ByteBuffer(string: "retry: 2000\n\n")))
        for event in subscription.owed {
            try await writer.write(.buffer(ByteBuffer(string: text(event))))
        }
        for await text in lines {
            try await writer.write(.buffer(ByteBuffer(string: text)))
        }
        ending.finish()
        var endedByFeed = false
        for await reason in endings { endedByFeed = reason == .endedByFeed }
        // Its place is free before the client hears the end.
        subscription.end()
        if endedByFeed, let last = await farewell() {
            try await writer.write(.buffer(ByteBuffer(string: last)))
        }
        try await writer.write(.end)
    }
}
