import Foundation
import VIPERKitTesting

#if canImport(Glibc)
    import Glibc
#endif

/// A WebSocket client written with plain sockets, frame by frame, so that tests can send what a
/// library client never would (continuation frames without end, floods) and can stop reading.
/// Every call blocks; ``run(_:)`` runs one on a thread of its own. Reads give up after 10 s.
final class RawWebSocket: @unchecked Sendable {
    // @unchecked: one test drives a socket from one thread at a time.
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `body` on a new thread, so that blocking reads never hold a thread the server needs.
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    /// Connects to 127.0.0.1:`port` from `source` and upgrades `/ws?tab=…` as the page would.
    /// - Parameters:
    ///   - receiveBuffer: a small `SO_RCVBUF` makes a client that stops reading stall the server quickly.
    ///   - source: the loopback address the connection comes from, to play a second client (127.0.0.2).
    /// - Parameter query: more of the address's query, after the tab (`&from=1`, say).
    init(
        port: Int, tab: String, cookie: String, receiveBuffer: Int32? = nil, source: String = "127.0.0.1",
        query: String = ""
    ) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw Failure(description: "bind \(source): errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // A throw from here on closes the descriptor in deinit.
        guard connected == 0 else { throw Failure(description: "connect: errno \(errno)") }
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        try writeAll(
            Array(
                ("GET /ws?tab=\(tab)\(query) HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1\r\n"
                    + "Cookie: viperkit_session=\(cookie)\r\n\r\n").utf8))
        var head: [UInt8] = []
        while !head.ends(with: Array("\r\n\r\n".utf8)) {
            head.append(contentsOf: try take(1))
        }
        guard String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
            throw Failure(description: "no upgrade: \(String(decoding: head.prefix(40), as: UTF8.self))")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends one masked frame.
    func send(opcode: UInt8, _ payload: [UInt8], fin: Bool = true) throws {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65_536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [0x80 | 127] + (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try writeAll(frame)
    }

    func sendText(_ text: String) throws {
        try send(opcode: 0x1, Array(text.utf8))
    }

    /// The next frame, or `nil` when the server closed the connection.
    func readFrame() throws -> (opcode: UInt8, payload: [UInt8])? {
        do {
            let head = try take(2)
            var length = Int(head[1] & 0x7F)
            if length == 126 {
                length = try take(2).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                length = try take(8).reduce(0) { $0 << 8 | Int($1) }
            }
            return (head[0] & 0x0F, try take(length))
        } catch is Closed {
            return nil
        }
    }

    /// The next text message, skipping pings; `nil` when the connection ended first.
    func nextText() throws -> String? {
        while let frame = try readFrame() {
            if frame.opcode == 0x1 { return String(decoding: frame.payload, as: UTF8.self) }
            if frame.opcode == 0x8 { return nil }
        }
        return nil
    }

    /// Waits up to `seconds` for each read from now on (10 by default).
    func waitForEachRead(upTo seconds: Int) {
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    /// The text messages that arrive until none has for `quiet` (or the connection ends).
    func textsUntilQuiet(_ quiet: Duration) throws -> [String] {
        var limit = timeval(
            tv_sec: Int(quiet.components.seconds), tv_usec: Int(quiet.components.attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var texts: [String] = []
        while let frame = try? readFrame() {
            if frame.opcode == 0x1 { texts.append(String(decoding: frame.payload, as: UTF8.self)) }
            if frame.opcode == 0x8 { break }
        }
        return texts
    }

    /// Reads until the server's close frame: its code, or `nil` when the connection ended without one.
    /// - Parameter texts: called with each text message read on the way.
    func closeCode(texts: (String) -> Void = { _ in }) throws -> UInt16? {
        while let frame = try readFrame() {
            if frame.opcode == 0x1 { texts(String(decoding: frame.payload, as: UTF8.self)) }
            if frame.opcode == 0x8 {
                return frame.payload.count >= 2 ? UInt16(frame.payload[0]) << 8 | UInt16(frame.payload[1]) : 1005
            }
        }
        return nil
    }

    private struct Closed: Error {}

    private func take(_ count: Int) throws -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while buffer.count < count {
            let read = readRetryingInterrupts(descriptor, into: &chunk, count: chunk.count)
            if read == 0 || (read < 0 && errno == ECONNRESET) { throw Closed() }
            guard read > 0 else { throw Failure(description: "no answer within 10 seconds: errno \(errno)") }
            buffer += chunk[0..<read]
        }
        defer { buffer.removeFirst(count) }
        return Array(buffer[0..<count])
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { throw Failure(description: "the server stopped reading: errno \(errno)") }
            offset += written
        }
    }
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
