import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// A one-request HTTP/1.1 client over IPv4 whose connection leaves from a chosen local address,
/// so a test can be two clients: 127.0.0.1 and 127.0.0.2 are both this machine on Linux.
///
/// Each call opens a socket bound to the source address, sends the request with
/// `Connection: close`, reads the answer to the end and closes. Reads and writes give up after
/// ten seconds.
public enum LoopbackHTTPClient {
    /// An answer: status, headers in order, and the body (de-chunked).
    public struct Response: Sendable {
        /// The status code, such as 200.
        public var status: Int
        /// Every header as a name and a value, in the order the server sent them.
        public var headers: [(String, String)]
        /// The body, de-chunked.
        public var body: Data

        /// The body as UTF-8 text.
        public var text: String { String(decoding: body, as: UTF8.self) }

        /// The first value of the header `name`, compared ignoring case.
        public func header(_ name: String) -> String? {
            headerValues(name).first
        }

        /// Every value of the header `name`, in order (`Set-Cookie` may come more than once).
        public func headerValues(_ name: String) -> [String] {
            headers.filter { $0.0.caseInsensitiveCompare(name) == .orderedSame }.map(\.1)
        }
    }

    /// Why a request got no answer.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in a sentence: the connection refused, the answer cut short, the time up.
        public var description: String
    }

    /// Sends `method` to `url` (an `http://` IPv4 address) from `sourceAddress`.
    /// - Parameters:
    ///   - method: the request's method, such as `GET`.
    ///   - url: where it goes, with the path and query sent as written.
    ///   - headers: sent as given after `Host`, `Connection: close` and, with a body, `Content-Length`.
    ///   - body: the request body, if any.
    ///   - sourceAddress: the local IPv4 address the request comes from (`127.0.0.2` looks like another client).
    ///   - timeout: how long a read or a write may wait (generous: sanitizer builds are slow).
    /// - Throws: ``Failure`` when the connection cannot be made or the answer is not HTTP.
    public static func send(
        _ method: String, to url: URL, headers: [(String, String)] = [], body: Data? = nil,
        from sourceAddress: String = "127.0.0.1", timeout: Duration = .seconds(30)
    ) async throws -> Response {
        guard let host = url.host, let port = url.port else {
            throw Failure(description: "\(url) has no host and port")
        }
        // The path as written in the URL, escapes kept: a decoded newline would end the request line.
        let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? url.path
        var head = "\(method) \(path.isEmpty ? "/" : path)\(url.query.map { "?\($0)" } ?? "") HTTP/1.1\r\n"
        head += "Host: \(host):\(port)\r\nConnection: close\r\n"
        if let body { head += "Content-Length: \(body.count)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        let request = Data(head.utf8) + (body ?? Data())
        let raw = try await exchange(request, host: host, port: UInt16(port), source: sourceAddress, timeout: timeout)
        return try parse(raw)
    }

    /// Opens a connection from `sourceAddress` to 127.0.0.1:`port`, sends nothing, and waits for
    /// the server to close it. - Returns: whether the server closed it within `limit`.
    public static func silentConnectionIsClosed(
        port: Int, from sourceAddress: String = "127.0.0.1", within limit: Duration
    ) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        let descriptor = try connectedSocket(
                            to: "127.0.0.1", port: UInt16(port), source: sourceAddress, timeout: limit)
                        defer { close(descriptor) }
                        var byte: UInt8 = 0
                        return readRetryingInterrupts(descriptor, into: &byte, count: 1) == 0
                    })
            }
        }
    }

    /// Connects from `source` to `host`:`port`, writes `request` and reads until the server closes.
    private static func exchange(_ request: Data, host: String, port: UInt16, source: String, timeout: Duration)
        async throws -> Data
    {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        try blockingExchange(request, host: host, port: port, source: source, timeout: timeout)
                    })
            }
        }
    }

    private static func blockingExchange(
        _ request: Data, host: String, port: UInt16, source: String, timeout: Duration
    ) throws -> Data {
        let descriptor = try connectedSocket(to: host, port: port, source: source, timeout: timeout)
        defer { close(descriptor) }
        var offset = 0
        let bytes = [UInt8](request)
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw Failure(description: "the server stopped reading: errno \(errno)") }
            offset += written
        }
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = readRetryingInterrupts(descriptor, into: &buffer, count: buffer.count)
            if count == 0 { break }
            guard count > 0 else { throw Failure(description: "no answer within \(timeout): errno \(errno)") }
            answer.append(contentsOf: buffer[0..<count])
        }
        return answer
    }

    /// A socket bound to `source` and connected to `host`:`port`, whose reads and writes give up
    /// after `timeout`; the caller closes it.
    /// - Parameters:
    ///   - host: the IPv4 address to connect to.
    ///   - port: the port to connect to.
    ///   - source: the local IPv4 address to bind to.
    ///   - timeout: how long a read or a write may wait.
    ///   - receiveBuffer: the socket's receive buffer in bytes (`SO_RCVBUF`, set before it
    ///     connects), or `nil` for the system's.
    public static func connectedSocket(
        to host: String, port: UInt16, source: String, timeout: Duration, receiveBuffer: Int? = nil
    ) throws -> Int32 {
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw Failure(description: "no socket: errno \(errno)") }
        if var bytes = receiveBuffer.map(Int32.init) {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &bytes, socklen_t(MemoryLayout<Int32>.size))
        }
        let seconds = timeout.components.seconds
        var limit = timeval(tv_sec: Int(seconds), tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        guard call(bind, descriptor, address(source, port: 0)) else {
            close(descriptor)
            throw Failure(description: "cannot bind to \(source): errno \(errno)")
        }
        guard call(connect, descriptor, address(host, port: port)) else {
            close(descriptor)
            throw Failure(description: "cannot connect to \(host):\(port) from \(source): errno \(errno)")
        }
        return descriptor
    }

    private static func address(_ ip: String, port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr(ip)
        return address
    }

    private static func call(
        _ function: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32, _ descriptor: Int32, _ address: sockaddr_in
    ) -> Bool {
        var address = address
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                function(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func parse(_ raw: Data) throws -> Response {
        guard let end = raw.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(
                description: "the answer has no complete head: \(String(decoding: raw.prefix(200), as: UTF8.self))")
        }
        let lines = String(decoding: raw[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(description: "not an HTTP status line: \(lines[0])")
        }
        let headers = lines.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var response = Response(status: status, headers: headers, body: Data(raw[end.upperBound...]))
        if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            response.body = dechunked(response.body)
        }
        return response
    }

    private static func dechunked(_ data: Data) -> Data {
        var body = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)),
            let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16), size > 0
        {
            let start = lineEnd.upperBound
            let stop = rest.index(start, offsetBy: size, limitedBy: rest.endIndex) ?? rest.endIndex
            body.append(rest[start..<stop])
            rest = rest[min(rest.endIndex, stop + 2)...]
        }
        return body
    }
}
