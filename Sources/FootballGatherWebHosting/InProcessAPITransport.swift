import FootballGather
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import Vapor

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends a browser's API calls straight to the application's own responder, in this process.
///
/// A browser then costs no socket and no file descriptor, and the API's limits see the
/// browser's own address: the request is made with it as its peer, which an HTTP client outside
/// the process cannot do.
struct InProcessAPITransport: HTTPTransport {
    let application: Application
    let responder: CachedResponder
    /// Holds the application's shutdown until this call has ended, and refuses it after.
    var gate = InProcessCallGate()
    /// The address of the browser whose calls these are, asked at each call.
    let clientAddress: @Sendable () -> String

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await gate.run { try await respond(to: request) }
    }

    private func respond(to request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url else { throw URLError(.badURL) }
        var headers = HTTPHeaders()
        for (name, value) in request.allHTTPHeaderFields ?? [:] {
            headers.add(name: name, value: value)
        }
        let body = request.httpBody.map { ByteBuffer(bytes: $0) }
        if let body {
            headers.replaceOrAdd(name: .contentLength, value: String(body.readableBytes))
        }
        let eventLoop = application.eventLoopGroup.next()
        let apiRequest = Request(
            application: application, method: HTTPMethod(rawValue: request.httpMethod ?? "GET"),
            url: URI(string: url.path + (url.query.map { "?\($0)" } ?? "")), headersNoUpdate: headers,
            collectedBody: body, remoteAddress: try? SocketAddress(ipAddress: clientAddress(), port: 0),
            logger: application.logger, on: eventLoop)
        let response = try await responder.get(for: application).respond(to: apiRequest).get()
        let data = try await response.body.collect(on: eventLoop).get().map { Data(buffer: $0) } ?? Data()
        var fields: [String: String] = [:]
        for (name, value) in response.headers {
            fields[name] = fields[name].map { "\($0), \(value)" } ?? value
        }
        guard
            let answer = HTTPURLResponse(
                url: url, statusCode: Int(response.status.code), httpVersion: "HTTP/1.1", headerFields: fields)
        else { throw URLError(.badServerResponse) }
        return (data, answer)
    }
}

/// The application's responder (routes and middleware), built once on first use: building it
/// compiles the router.
final class CachedResponder: Sendable {
    private let responder = NIOLockedValueBox<(any Responder)?>(nil)

    func get(for application: Application) -> any Responder {
        responder.withLockedValue { cached in
            if let cached { return cached }
            let made = application.responder.current
            cached = made
            return made
        }
    }
}

/// Sends a browser's API calls to an API elsewhere over one connection pool shared by every
/// browser, naming the browser in `X-Forwarded-For` (which that API believes only when its
/// `TRUSTED_PROXIES` lists this server).
struct ForwardingAPITransport: HTTPTransport {
    let shared: URLSessionTransport
    let clientAddress: @Sendable () -> String

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        var forwarded = request
        forwarded.setValue(clientAddress(), forHTTPHeaderField: "X-Forwarded-For")
        return try await shared.send(forwarded)
    }
}
