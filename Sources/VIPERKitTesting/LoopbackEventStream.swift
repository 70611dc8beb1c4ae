import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A long-lived HTTP/1.1 GET over IPv4 from a chosen local address, read as it arrives: a test's
/// client of a stream of Server-Sent Events. Reads give up after the timeout it was opened with.
public final class LoopbackEventStream: @unchecked Sendable {
    // @unchecked: `received` is only touched by one read at a time (a test awaits each read).
    private let descriptor: Int32
    private var received = Data()
    private var isClosed = false

    /// The answer's status.
    public let status: Int
    /// The answer's head, status line and headers, as sent.
    public let head: String

    private init(descriptor: Int32, status: Int, head: String, rest: Data) {
        self.descriptor = descriptor
        self.status = status
        self.head = head
        received = rest
    }

    deinit { close() }

    /// Sends `GET url` from `sourceAddress` with `headers` and returns once the answer's head arrived.
    public static func open(
        _ url: URL, headers: [(String, String)] = [], from sourceAddress: String = "127.0.0.1",
        timeout: Duration = .seconds(30)
    ) async throws -> LoopbackEventStream {
        guard let host = url.host, let port = url.port else {
            throw LoopbackHTTPClient.Failure(description: "\(url) has no host and port")
        }
        var request = "GET \(url.path)\(url.query.map { "?\($0)" } ?? "") HTTP/1.1\r\nHost: \(host):\(port)\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        let bytes = [UInt8](request.utf8)
        return try await onThread {
            let descriptor = try LoopbackHTTPClient.connectedSocket(
                to: host, port: UInt16(port), source: sourceAddress, timeout: timeout)
            guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
                closeSocket(descriptor)
                throw LoopbackHTTPClient.Failure(description: "the request could not be sent: errno \(errno)")
            }
            var raw = Data()
            while raw.range(of: Data("\r\n\r\n".utf8)) == nil {
                guard let chunk = readChunk(descriptor) else {
                    closeSocket(descriptor)
                    throw LoopbackHTTPClient.Failure(description: "no answer head within \(timeout)")
                }
                raw.append(chunk)
            }
            let end = raw.range(of: Data("\r\n\r\n".utf8))!
            let head = String(decoding: raw[..<end.lowerBound], as: UTF8.self)
            let status = head.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
            return LoopbackEventStream(
                descriptor: descriptor, status: status, head: head, rest: Data(raw[end.upperBound...]))
        }
    }

    /// Reads until what arrived after the head (chunk sizes included) contains `marker`, and returns
    /// all of it. - Throws: when the server closes the stream or nothing more arrives in time.
    @discardableResult
    public func read(until marker: String) async throws -> String {
        let needle = Data(marker.utf8)
        while received.range(of: needle) == nil {
            let descriptor = self.descriptor
            guard let chunk = try await Self.onThread({ Self.readChunk(descriptor) }) else {
                throw LoopbackHTTPClient.Failure(
                    description: "the stream ended or stalled before \"\(marker)\": \(text)")
            }
            received.append(chunk)
        }
        return text
    }

    /// Reads until the server ended the chunked body, and returns all of it.
    @discardableResult
    public func readToEnd() async throws -> String {
        try await read(until: "\r\n0\r\n\r\n")
    }

    /// Everything that arrived after the head so far.
    public var text: String { String(decoding: received, as: UTF8.self) }

    /// Closes the connection.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        closeSocket(descriptor)
    }

    /// The next bytes from `descriptor`; `nil` when it was closed or the read timed out.
    private static func readChunk(_ descriptor: Int32) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let count = readSocket(descriptor, &buffer)
        return count > 0 ? Data(buffer[0..<count]) : nil
    }

    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }
}

/// The C library's `close` and `read`, out of reach of the stream's own methods of those names.
private func closeSocket(_ descriptor: Int32) {
    _ = close(descriptor)
}

private func readSocket(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int {
    readRetryingInterrupts(descriptor, into: &buffer, count: buffer.count)
}
