import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-shot HTTP server on a free loopback port: it accepts one connection, records the
/// request head and answers with a fixed response. Enough to drive a real URLSession transport
/// in tests.
public final class LoopbackHTTPServer: @unchecked Sendable {
    // @unchecked: `recorded` is only touched with `lock` held; the socket is closed once, in deinit.
    /// The port it listens on, on 127.0.0.1.
    public let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var recorded = ""

    /// The request line and headers the server received, e.g. "GET /health HTTP/1.1\r\n…".
    public var requestHead: String {
        lock.withLock { recorded }
    }

    /// The listening socket could not be set up.
    public struct SocketError: Error {}

    /// Starts listening and answers the first connection with `status` and `body`.
    public convenience init(status: Int, reason: String, body: String) throws {
        try self.init(
            response: "HTTP/1.1 \(status) \(reason)\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
    }

    /// A server that accepts the first connection, records its request and never answers: the
    /// connection stays open until the client gives up and closes it (to test timeouts).
    public static func neverAnswering() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(response: nil)
    }

    /// A server that answers the first connection with a head promising a large body, then sends
    /// one byte of it every `interval` until the client closes the connection: each wait for bytes
    /// is short, the whole answer never ends (to test a limit on the whole answer).
    public static func dripping(every interval: Duration) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(
            response: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n",
            thenEvery: interval)
    }

    /// Starts listening; the first connection gets `response` (raw bytes), or no answer when it is
    /// `nil`, then a space every `drip` until it is closed, when one is given.
    private init(response: String?, thenEvery drip: Duration? = nil) throws {
        guard let (descriptor, port) = listeningSocket(on: "127.0.0.1", backlog: 1) else { throw SocketError() }
        listener = descriptor
        self.port = port
        Thread.detachNewThread { [self] in
            let client = accept(descriptor, nil, nil)
            guard client >= 0 else { return }
            defer { close(client) }
            var head = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while head.range(of: Data("\r\n\r\n".utf8)) == nil {
                let count = read(client, &buffer, buffer.count)
                guard count > 0 else { break }
                head.append(contentsOf: buffer[0..<count])
            }
            lock.withLock { recorded = String(decoding: head, as: UTF8.self) }
            guard let response else {
                // Hold the connection until the client closes it.
                while read(client, &buffer, buffer.count) > 0 {}
                return
            }
            let bytes = Array(response.utf8)
            _ = bytes.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            guard let drip else { return }
            let space: [UInt8] = [0x20]
            while space.withUnsafeBytes({ send(client, $0.baseAddress, 1, Int32(MSG_NOSIGNAL)) }) == 1 {
                Thread.sleep(
                    forTimeInterval: Double(drip.components.attoseconds) / 1e18 + Double(drip.components.seconds))
            }
        }
    }

    deinit {
        close(listener)
    }
}
