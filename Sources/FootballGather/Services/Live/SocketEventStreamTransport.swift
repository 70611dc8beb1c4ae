import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An ``EventStreamTransport`` for `http://` servers that speaks HTTP/1.1 over a socket read by a
/// thread of its own, so a stream that stays open for hours holds no task, no dispatch source and
/// no `URLSession`. (On Linux, swift-corelibs-foundation's `URLSession` delivering a long body to
/// a delegate was seen keeping a core busy, a dispatch event source firing over and over, while
/// the stream sat waiting for its next event.) Other schemes go to `fallback`.
///
/// Chunked, sized and read-to-the-end bodies are understood; the head may be at most 64 KB.
/// Stopping to iterate shuts the socket down, which ends the read at once.
public struct SocketEventStreamTransport: EventStreamTransport {
    /// How long connecting may take.
    public static let connectTimeout: Duration = .seconds(15)
    private let fallback: any EventStreamTransport

    /// - Parameter fallback: opens what is not `http://` (`https://`).
    public init(fallback: any EventStreamTransport = URLSessionEventStreamTransport()) {
        self.fallback = fallback
    }

    public func open(_ request: URLRequest) -> AsyncThrowingStream<StreamedHTTPPart, any Error> {
        guard let url = request.url, url.scheme?.lowercased() == "http", let host = url.host else {
            return fallback.open(request)
        }
        let (stream, continuation) = AsyncThrowingStream<StreamedHTTPPart, any Error>.makeStream()
        let connection = SocketConnection()
        continuation.onTermination = { _ in connection.shutDown() }
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?\(query)" }
        let port = url.port ?? 80
        var head = "GET \(target) HTTP/1.1\r\nHost: \(host.contains(":") ? "[\(host)]" : host):\(port)\r\n"
        for (name, value) in request.allHTTPHeaderFields ?? [:] where !(name + value).contains(where: \.isNewline) {
            head += "\(name): \(value)\r\n"
        }
        head += "Connection: close\r\n\r\n"
        let bytes = Array(head.utf8)
        Thread.detachNewThread {
            do {
                try connection.run(host: host, port: port, request: bytes, into: continuation)
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        return stream
    }
}

/// One socket and the thread reading it.
private final class SocketConnection: @unchecked Sendable {
    // @unchecked: `descriptor` and `isShutDown` are read and written with `lock` held.
    private let lock = NSLock()
    private var descriptor: Int32 = -1
    private var isShutDown = false

    /// Ends the connection: the blocked read returns.
    func shutDown() {
        lock.withLock {
            isShutDown = true
            if descriptor >= 0 { _ = systemShutdown(descriptor) }
        }
    }

    /// Connects, sends `request`, and yields the answer's head and body until it ends.
    func run(
        host: String, port: Int, request: [UInt8],
        into continuation: AsyncThrowingStream<StreamedHTTPPart, any Error>.Continuation
    ) throws {
        let socket = try connect(host: host, port: port)
        defer {
            lock.withLock { descriptor = -1 }
            _ = close(socket)
        }
        try request.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = send(socket, buffer.baseAddress! + sent, buffer.count - sent, noSignal)
                guard count > 0 else { throw URLError(.networkConnectionLost) }
                sent += count
            }
        }
        var reader = HTTPBodyReader()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if lock.withLock({ isShutDown }) { return }
                try reader.finish()
                return
            }
            for part in try reader.read(buffer[0..<count]) { continuation.yield(part) }
            if reader.isComplete { return }
        }
    }

    private func connect(host: String, port: Int) throws -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Self.streamSocket
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
            throw URLError(.cannotFindHost)
        }
        defer { freeaddrinfo(first) }
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let address = candidate {
            candidate = address.pointee.ai_next
            let socket = systemSocket(
                address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            guard socket >= 0 else { continue }
            let seconds = SocketEventStreamTransport.connectTimeout.components.seconds
            var limit = timeval(tv_sec: Int(seconds), tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            let registered = lock.withLock { () -> Bool in
                guard !isShutDown else { return false }
                descriptor = socket
                return true
            }
            guard registered else {
                _ = close(socket)
                throw CancellationError()
            }
            if systemConnect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 { return socket }
            lock.withLock { descriptor = -1 }
            _ = close(socket)
        }
        throw URLError(.cannotConnectToHost)
    }

    #if canImport(Glibc)
        private static let streamSocket = Int32(SOCK_STREAM.rawValue)
    #else
        private static let streamSocket = SOCK_STREAM
    #endif
}

/// The C library's calls, out of reach of the connection's own methods of those names.
private func systemSocket(_ family: Int32, _ type: Int32, _ protocol: Int32) -> Int32 {
    socket(family, type, `protocol`)
}

private func systemConnect(_ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>!, _ length: socklen_t)
    -> Int32
{
    connect(descriptor, address, length)
}

private func systemShutdown(_ descriptor: Int32) -> Int32 {
    shutdown(descriptor, Int32(SHUT_RDWR))
}

#if canImport(Glibc)
    /// A peer gone while sending is an error, not a signal that ends the process.
    private let noSignal = Int32(MSG_NOSIGNAL)
#else
    private let noSignal: Int32 = 0
#endif

/// Reads an HTTP/1.1 answer from its bytes as they arrive: the head, then the body, chunked,
/// sized or up to the end of the connection.
struct HTTPBodyReader {
    private enum Stage {
        case head
        case chunkSize
        case chunkData(remaining: Int)
        case chunkEnd
        case trailer
        case sized(remaining: Int)
        case untilEnd
        case done
    }

    /// The most bytes of the head, or of one chunk-size or trailer line.
    static let maximumHead = 65_536
    private var stage = Stage.head
    private var pending: [UInt8] = []

    /// The body ended as its framing said.
    var isComplete: Bool {
        if case .done = stage { true } else { false }
    }

    /// Reads `bytes` and returns the head and body bytes they completed.
    mutating func read(_ bytes: ArraySlice<UInt8>) throws -> [StreamedHTTPPart] {
        pending += bytes
        var parts: [StreamedHTTPPart] = []
        var body: [UInt8] = []
        var index = pending.startIndex
        loop: while index < pending.endIndex {
            switch stage {
            case .head:
                guard let end = Self.find([13, 10, 13, 10], in: pending, from: index) else {
                    guard pending.count - index <= Self.maximumHead else { throw URLError(.badServerResponse) }
                    break loop
                }
                let head = try Self.head(String(decoding: pending[index..<end], as: UTF8.self))
                parts.append(head.part)
                stage = head.body
                index = end + 4
            case .chunkSize:
                guard let end = Self.find([13, 10], in: pending, from: index) else {
                    guard pending.count - index <= Self.maximumHead else { throw URLError(.badServerResponse) }
                    break loop
                }
                let line = String(decoding: pending[index..<end], as: UTF8.self)
                guard
                    let size = Int(
                        line.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? "", radix: 16),
                    size >= 0
                else { throw URLError(.badServerResponse) }
                stage = size == 0 ? .trailer : .chunkData(remaining: size)
                index = end + 2
            case .chunkData(let remaining):
                let count = min(remaining, pending.endIndex - index)
                body += pending[index..<(index + count)]
                index += count
                stage = remaining == count ? .chunkEnd : .chunkData(remaining: remaining - count)
            case .chunkEnd:
                guard pending.endIndex - index >= 2 else { break loop }
                guard pending[index] == 13, pending[index + 1] == 10 else { throw URLError(.badServerResponse) }
                index += 2
                stage = .chunkSize
            case .trailer:
                guard let end = Self.find([13, 10], in: pending, from: index) else { break loop }
                stage = end == index ? .done : .trailer
                index = end + 2
            case .sized(let remaining):
                let count = min(remaining, pending.endIndex - index)
                body += pending[index..<(index + count)]
                index += count
                stage = remaining == count ? .done : .sized(remaining: remaining - count)
            case .untilEnd:
                body += pending[index...]
                index = pending.endIndex
            case .done:
                index = pending.endIndex
            }
        }
        pending.removeFirst(index - pending.startIndex)
        if !body.isEmpty { parts.append(.bytes(Data(body))) }
        return parts
    }

    /// The connection ended. - Throws: when the answer was cut off.
    func finish() throws {
        switch stage {
        case .untilEnd, .done: return
        default: throw URLError(.networkConnectionLost)
        }
    }

    private static func head(_ text: String) throws -> (part: StreamedHTTPPart, body: Stage) {
        let lines = text.components(separatedBy: "\r\n")
        let status = lines[0].split(separator: " ", maxSplits: 2)
        guard status.count >= 2, status[0].hasPrefix("HTTP/1."), let code = Int(status[1]) else {
            throw URLError(.badServerResponse)
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let body: Stage
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            body = .chunkSize
        } else if let text = headers["content-length"] {
            guard let length = Int(text), length >= 0 else { throw URLError(.badServerResponse) }
            body = length == 0 ? .done : .sized(remaining: length)
        } else {
            body = (100..<200).contains(code) || code == 204 || code == 304 ? .done : .untilEnd
        }
        return (.head(status: code, headers: headers), body)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
            if Array(bytes[index..<(index + needle.count)]) == needle { return index }
        }
        return nil
    }
}
