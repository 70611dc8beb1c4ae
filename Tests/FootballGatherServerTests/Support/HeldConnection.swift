import Foundation
import VIPERKitTesting

#if canImport(Glibc)
    import Glibc
#endif

/// A raw TCP connection to a test server that the test holds open and writes to as it likes, as
/// a client that trickles bytes or never reads does. Blocking calls run on threads of their own,
/// never on the test's.
final class HeldConnection: @unchecked Sendable {
    // @unchecked: `descriptor` is set once; `isClosed` only with `lock` held.
    private let descriptor: Int32
    private let lock = NSLock()
    private var isClosed = false

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The port the connection leaves from (the server sees it as the peer's port).
    let localPort: Int

    private init(descriptor: Int32) {
        self.descriptor = descriptor
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        localPort = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Connects from `source` to 127.0.0.1:`port`; reads give up after `timeout`.
    /// - Parameter receiveBuffer: `SO_RCVBUF` for a client that should take little before it reads.
    static func open(
        port: Int, from source: String = "127.0.0.1", timeout: Duration = .seconds(30), receiveBuffer: Int? = nil
    ) async throws -> HeldConnection {
        try await onThread {
            HeldConnection(
                descriptor: try LoopbackHTTPClient.connectedSocket(
                    to: "127.0.0.1", port: UInt16(port), source: source, timeout: timeout,
                    receiveBuffer: receiveBuffer))
        }
    }

    /// Writes `text` whole.
    func send(_ text: String) async throws {
        let bytes = Array(text.utf8)
        try await Self.onThread { [descriptor] in
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes {
                    Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                guard written > 0 else { throw Failure(description: "send failed: errno \(errno)") }
                offset += written
            }
        }
    }

    /// What the server sends until it closes the connection.
    /// - Throws: when nothing ends it within the connection's timeout.
    func readToEnd() async throws -> String {
        try await Self.onThread { [descriptor] in
            var answer = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while true {
                let count = readRetryingInterrupts(descriptor, into: &buffer, count: buffer.count)
                if count == 0 || (count < 0 && errno == ECONNRESET) { break }
                guard count > 0 else {
                    throw Failure(description: "the server did not close it: errno \(errno)")
                }
                answer += buffer[0..<count]
            }
            return String(decoding: answer, as: UTF8.self)
        }
    }

    /// Reads until `marker` has arrived; returns all read so far.
    func read(until marker: String) async throws -> String {
        try await Self.onThread { [descriptor] in
            var answer = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !String(decoding: answer, as: UTF8.self).contains(marker) {
                let count = readRetryingInterrupts(descriptor, into: &buffer, count: buffer.count)
                guard count > 0 else {
                    throw Failure(description: "no \(marker) in \(answer.count) bytes: errno \(errno)")
                }
                answer += buffer[0..<count]
            }
            return String(decoding: answer, as: UTF8.self)
        }
    }

    func close() {
        let wasOpen = lock.withLock {
            defer { isClosed = true }
            return !isClosed
        }
        if wasOpen { Glibc.close(descriptor) }
    }

    deinit {
        close()
    }

    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }
}
