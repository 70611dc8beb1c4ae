import FootballGatherAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Talks JSON to the Football Gather API and maps every failure once into a ``ServiceError``.
///
/// Status mapping: 401 → ``ServiceError/sessionExpired`` (``ServiceError/invalidCredentials`` for a
/// Basic-authenticated login), 404 → ``ServiceError/notFound``, 409 → ``ServiceError/usernameTaken``
/// for a registration, 412 → ``ServiceError/changedElsewhere``, 400/403/409/410/413/422/429/503 →
/// ``ServiceError/rejected(reason:)`` with the server's reason, no answer →
/// ``ServiceError/unreachable(address:)``, a cancelled task → ``ServiceError/cancelled``, anything
/// else or an undecodable body → ``ServiceError/unexpectedResponse(status:)``.
///
/// A request with an `Idempotency-Key` (the creating `POST`s) that got no answer is sent once
/// more with the same key, so a dropped connection does not fail a write the server may have made.
public final class APIClient: Sendable {
    /// The server's address, e.g. `http://127.0.0.1:8080`.
    public let baseURL: URL
    private let transport: any HTTPTransport
    private let credentials: any CredentialStore

    /// - Parameters:
    ///   - baseURL: the server's address; API paths are appended to it.
    ///   - transport: sends the requests (``URLSessionTransport`` in the app).
    ///   - credentials: where the bearer token is read from.
    public init(baseURL: URL, transport: any HTTPTransport, credentials: any CredentialStore) {
        self.baseURL = baseURL
        self.transport = transport
        self.credentials = credentials
    }

    /// Sends `request` and decodes the answer as `Response`.
    func response<Response: Decodable>(
        to request: APIRequest, as type: Response.Type = Response.self
    ) async throws(ServiceError) -> Response {
        let (data, response) = try await perform(request)
        return try decode(Response.self, from: data, status: response.statusCode)
    }

    /// Sends `request` and decodes the answer as `Response`; `wasReplayed` is whether the server
    /// answered `Idempotent-Replayed: true` (it had applied the request before and did not again).
    func replayableResponse<Response: Decodable>(
        to request: APIRequest, as type: Response.Type = Response.self
    ) async throws(ServiceError) -> (value: Response, wasReplayed: Bool) {
        let (data, response) = try await perform(request)
        let replayed = response.value(forHTTPHeaderField: IdempotencyHeaders.replayed)?.lowercased() == "true"
        return (try decode(Response.self, from: data, status: response.statusCode), replayed)
    }

    /// Every item of the list at `path`: the first page, then each page its answer's
    /// `Link: <…>; rel="next"` header points to, for at most `maximumPages` pages.
    func allPages<Item: Decodable>(
        of path: String, as type: Item.Type = Item.self, maximumPages: Int = 1_000
    ) async throws(ServiceError) -> [Item] {
        var items: [Item] = []
        var next: String? = path
        var pages = 0
        while let page = next, pages < maximumPages {
            let (data, response) = try await perform(.get(page))
            items += try decode([Item].self, from: data, status: response.statusCode)
            next = LinkHeader.next(in: response.value(forHTTPHeaderField: "Link"))
            pages += 1
        }
        return items
    }

    /// Every item of the list `route` answers, asked for `pageSize` items a page (``allPages(of:as:maximumPages:)``).
    func allPages<Item: Decodable>(
        of route: APIRoute, pageSize: Int, as type: Item.Type = Item.self
    ) async throws(ServiceError) -> [Item] {
        try await allPages(of: route.path(query: [PageRules.limitParameter: String(pageSize)]), as: type)
    }

    /// Sends `request` and ignores the body of a successful answer (e.g. 204 No Content).
    func send(_ request: APIRequest) async throws(ServiceError) {
        _ = try await perform(request)
    }

    /// The `URLRequest` for `request`: URL, method, JSON headers, body and authorization.
    func urlRequest(for request: APIRequest) throws(ServiceError) -> URLRequest {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base + request.path) else { throw unreachable }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        if let body = request.body {
            urlRequest.httpBody = body
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        switch request.authorization {
        case .none:
            break
        case .basic(let username, let password):
            let encoded = Data("\(username):\(password)".utf8).base64EncodedString()
            urlRequest.setValue("Basic \(encoded)", forHTTPHeaderField: "Authorization")
        case .bearer:
            guard let session = credentials.load() else { throw ServiceError.sessionExpired }
            urlRequest.setValue("Bearer \(session.token)", forHTTPHeaderField: "Authorization")
        }
        return urlRequest
    }

    /// Sends `request`; returns the body and answer of a 2xx, throws the mapped error otherwise.
    private func perform(_ request: APIRequest) async throws(ServiceError) -> (Data, HTTPURLResponse) {
        let urlRequest = try urlRequest(for: request)
        let data: Data
        let response: HTTPURLResponse
        do {
            (data, response) = try await exchange(urlRequest, retries: request.isIdempotent ? 1 : 0)
        } catch {
            throw Task.isCancelled || error is CancellationError ? .cancelled : unreachable
        }
        let status = response.statusCode
        switch status {
        case 200..<300:
            return (data, response)
        case 401:
            if case .basic = request.authorization { throw ServiceError.invalidCredentials }
            throw ServiceError.sessionExpired
        case 404:
            throw ServiceError.notFound
        case 409 where request.method == APIRoute.register.method.rawValue && request.path == APIRoute.register.path():
            throw ServiceError.usernameTaken
        case 412:
            throw ServiceError.changedElsewhere
        case 400, 403, 409, 410, 413, 422, 429, 503:
            guard let error = try? WireCoding.makeDecoder().decode(APIErrorResponse.self, from: data) else {
                throw ServiceError.unexpectedResponse(status: status)
            }
            throw ServiceError.rejected(reason: error.reason)
        default:
            throw ServiceError.unexpectedResponse(status: status)
        }
    }

    /// Sends `urlRequest`, and again (unchanged, its `Idempotency-Key` too) up to `retries` times
    /// while no answer came: the server applies a keyed request once however often it arrives.
    private func exchange(_ urlRequest: URLRequest, retries: Int) async throws -> (Data, HTTPURLResponse) {
        var retriesLeft = retries
        while true {
            do {
                return try await transport.send(urlRequest)
            } catch  where retriesLeft > 0 && !Task.isCancelled && !(error is CancellationError) {
                retriesLeft -= 1
            }
        }
    }

    private func decode<Response: Decodable>(
        _ type: Response.Type, from data: Data, status: Int
    ) throws(ServiceError) -> Response {
        do {
            return try WireCoding.makeDecoder().decode(Response.self, from: data)
        } catch {
            throw ServiceError.unexpectedResponse(status: status)
        }
    }

    private var unreachable: ServiceError {
        .unreachable(address: baseURL.absoluteString)
    }
}
