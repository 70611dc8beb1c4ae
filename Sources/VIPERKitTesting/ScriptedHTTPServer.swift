import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP server on a free port of a loopback address (127.0.0.1, or 127.0.0.2 to stand for
/// another host) that answers every connection by a script of the request's path, and records each
/// request's head. Enough to drive redirects and endless answers through a real URLSession.
public final class ScriptedHTTPServer: Sendable {
    /// What the server sends back for one request.
    public enum Reply: Sendable {
        /// A whole answer with `Content-Length`, then the connection is closed.
        case whole(status: Int, headers: [String], body: String)
        /// A 200 whose body never ends: `Content-Length: contentLength` (or chunked encoding when
        /// `nil`) and `sending` bytes of it, then nothing until the client closes the connection.
        case unfinished(contentLength: Int?, sending: Int)

        /// A 200 with `body`.
        public static func ok(_ body: String, contentType: String = "application/xml") -> Reply {
            .whole(status: 200, headers: ["Content-Type: \(contentType)"], body: body)
        }

        /// A redirect (302 unless told otherwise) to `location`.
        public static func redirect(to location: String, status: Int = 302) -> Reply {
            .whole(status: status, headers: ["Location: \(location)"], body: "")
        }
    }

    /// The listening socket could not be set up.
    public struct SocketError: Error {}

    /// The loopback address it listens on, e.g. "127.0.0.2".
    public let host: String
    /// The port it listens on.
    public let port: UInt16
    private let state: State

    /// `http://<host>:<port>`, to put a path after.
    public var base: String { "http://\(host):\(port)" }

    /// The request line and headers of every request so far, in the order they came.
    public var requestHeads: [String] { state.heads }

    /// The request line of every request so far, e.g. "GET /rss.xml HTTP/1.1".
    public var requestLines: [String] { state.heads.map { $0.components(separatedBy: "\r\n")[0] } }

    /// Starts listening on `host` and answers each request with `script(path)`.
    public init(host: String = "127.0.0.1", script: @escaping @Sendable (_ path: String) -> Reply) throws {
        guard let (listener, port) = listeningSocket(on: host, backlog: 16) else { throw SocketError() }
        self.host = host
        self.port = port
        state = State(listener: listener, script: script)
        let state = state
        Thread.detachNewThread { state.acceptConnections() }
    }

    deinit {
        state.stop()
    }

    /// The sockets, the script and the recorded heads, shared with the server's threads.
    private final class State: @unchecked Sendable {
        // @unchecked: `recorded`, `clients` and `stopped` are only touched with `lock` held.
        let listener: Int32
        let script: @Sendable (String) -> Reply
        private let lock = NSLock()
        private var recorded: [String] = []
        private var clients: Set<Int32> = []
        private var stopped = false

        init(listener: Int32, script: @escaping @Sendable (String) -> Reply) {
            self.listener = listener
            self.script = script
        }

        var heads: [String] { lock.withLock { recorded } }

        func acceptConnections() {
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else {
                    if lock.withLock({ stopped }) || (errno != EINTR && errno != ECONNABORTED) { return }
                    continue
                }
                let open = lock.withLock { () -> Bool in
                    guard !stopped else { return false }
                    clients.insert(client)
                    return true
                }
                guard open else {
                    close(client)
                    return
                }
                Thread.detachNewThread { self.serve(client) }
            }
        }

        /// Wakes every blocked thread: the listener's and each connection's.
        func stop() {
            let open: Set<Int32> = lock.withLock {
                stopped = true
                return clients
            }
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
            for client in open { shutdown(client, Int32(SHUT_RDWR)) }
        }

        private func serve(_ client: Int32) {
            defer {
                lock.withLock { _ = clients.remove(client) }
                close(client)
            }
            var head = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while head.range(of: Data("\r\n\r\n".utf8)) == nil {
                let count = read(client, &buffer, buffer.count)
                guard count > 0 else { return }
                head.append(contentsOf: buffer[0..<count])
            }
            let text = String(decoding: head, as: UTF8.self)
            lock.withLock { recorded.append(text) }
            let path = text.split(separator: " ", maxSplits: 2).dropFirst().first.map(String.init) ?? "/"
            switch script(path) {
            case .whole(let status, let headers, let body):
                let lines =
                    ["HTTP/1.1 \(status) Status"] + headers + [
                        "Content-Length: \(body.utf8.count)", "Connection: close",
                    ]
                _ = deliver(client, Array((lines.joined(separator: "\r\n") + "\r\n\r\n" + body).utf8))
            case .unfinished(let contentLength, let sending):
                let framing = contentLength.map { "Content-Length: \($0)" } ?? "Transfer-Encoding: chunked"
                guard
                    deliver(
                        client, Array("HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\n\(framing)\r\n\r\n".utf8))
                else { return }
                var left = sending
                while left > 0 {
                    let piece = [UInt8](repeating: 0x20, count: min(left, 65_536))
                    let framed =
                        contentLength == nil
                        ? Array("\(String(piece.count, radix: 16))\r\n".utf8) + piece + Array("\r\n".utf8) : piece
                    guard deliver(client, framed) else { return }
                    left -= piece.count
                }
                // Hold the connection until the client closes it.
                while read(client, &buffer, buffer.count) > 0 {}
            }
        }

        /// Writes all of `bytes`; `false` once the client has gone.
        private func deliver(_ client: Int32, _ bytes: [UInt8]) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes {
                    send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
