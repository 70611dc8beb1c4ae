import FootballGatherAPI
import Foundation
import Vapor

/// Makes a creating `POST` count once per `Idempotency-Key`, as Stripe's API does: the key is
/// the caller's (an account, or for an invite answer the link), for one method and route. The
/// first successful answer (status, `Location`, `ETag`, body) is kept for a day and given again,
/// with `Idempotent-Replayed: true`, to a repeat, which writes nothing; the key with another body
/// answers 422, and a repeat while the first is still being handled 409. A failed answer (4xx,
/// 5xx) is not kept, so the request can be sent again with its key.
///
/// The key is claimed in the database before the request is handled and its answer kept right
/// after, so the keys hold across a restart and across instances. A server that stops midway
/// through a request (a crash: a drain lets requests finish) leaves its key unanswered; a repeat
/// is handled afresh a minute later (``IdempotencyLimits/abandonedAfter``) rather than refused.
struct IdempotentRequests: AsyncMiddleware {
    /// Who the keys belong to.
    enum Caller: Sendable {
        /// The authenticated account.
        case account
        /// The invite link in the route's `:token`.
        case inviteLink
    }

    let caller: Caller

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard let key = try Self.key(of: request) else { return try await next.respond(to: request) }
        let body: Data
        do {
            let limit = request.application.routes.defaultMaxBodySize.value
            // Collected into the request, so that the handler reads the same body after it: a body
            // still streaming in would be read here and never reach the handler.
            body = try await request.body.collect(max: limit).get().map { Data(buffer: $0) } ?? Data()
        } catch {
            throw RequestBodyLimit.translate(error, for: request)
        }
        let digest = IdempotencyKeyStore.digest(of: body)
        let store = IdempotencyKeyStore(database: request.db, limits: request.application.idempotencyLimits)
        let claim = try await store.claim(
            key, caller: try owner(of: request), request: Self.route(of: request), bodyDigest: digest)
        switch claim {
        case .answered(let kept) where kept.bodyDigest == digest:
            return Self.replay(kept)
        case .running(let held) where held.bodyDigest == digest:
            throw IdempotencyKeyRefusal.stillRunning
        case .answered, .running:
            throw IdempotencyKeyRefusal.otherBody
        case .claimed(let id):
            return try await handle(request, holding: id, in: store, next: next)
        }
    }

    /// Handles `request`, then keeps its answer for the key held as `id`, or lets the key go when
    /// it failed.
    private func handle(
        _ request: Request, holding id: UUID, in store: IdempotencyKeyStore, next: any AsyncResponder
    ) async throws -> Response {
        let response: Response
        do {
            response = try await next.respond(to: request)
        } catch {
            try? await store.release(id)
            throw error
        }
        if response.status.code < 400, let body = response.body.data {
            try await store.keep(
                StoredAnswer(
                    status: Int(response.status.code), location: response.headers.first(name: .location),
                    entityTag: response.headers.first(name: .eTag), body: body),
                for: id)
        } else {
            try await store.release(id)
        }
        return response
    }

    /// The answer kept for a key, given again.
    private static func replay(_ kept: IdempotencyKeyModel) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        if let location = kept.location { headers.replaceOrAdd(name: .location, value: location) }
        if let entityTag = kept.entityTag { headers.replaceOrAdd(name: .eTag, value: entityTag) }
        headers.replaceOrAdd(name: IdempotencyHeaders.replayed, value: "true")
        return Response(
            status: HTTPResponseStatus(statusCode: kept.status ?? 200), headers: headers,
            body: .init(data: kept.body ?? Data()))
    }

    /// The request's `Idempotency-Key`; `nil` without one. 400 for one that is empty, too long,
    /// not visible ASCII, or sent twice.
    static func key(of request: Request) throws -> String? {
        let values = request.headers[IdempotencyHeaders.key]
        guard let key = values.first else { return nil }
        guard values.count == 1, IdempotencyHeaders.isValidKey(key) else {
            throw Abort(
                .badRequest,
                reason:
                    "'\(IdempotencyHeaders.key)' must be sent once, with 1 to \(IdempotencyHeaders.maximumKeyLength) "
                    + "visible ASCII characters (no spaces).")
        }
        return key
    }

    /// The method and route pattern, e.g. `POST api/invites/:token/answers` (the link is in the caller).
    private static func route(of request: Request) -> String {
        let path = request.route?.path.map(\.description).joined(separator: "/") ?? request.url.path
        return "\(request.method.rawValue) \(path)"
    }

    private func owner(of request: Request) throws -> String {
        switch caller {
        case .account:
            return IdempotencyKeyStore.caller(account: try request.userID())
        case .inviteLink:
            return IdempotencyKeyStore.caller(inviteLink: request.parameters.get("token") ?? "")
        }
    }
}

/// A request whose `Idempotency-Key` cannot be honoured, with the sentence a client is given.
enum IdempotencyKeyRefusal: AbortError {
    /// The key's first request is still being handled.
    case stillRunning
    /// The key was sent before with another body.
    case otherBody

    var status: HTTPResponseStatus {
        switch self {
        case .stillRunning: .conflict
        case .otherBody: .unprocessableEntity
        }
    }

    var reason: String {
        switch self {
        case .stillRunning:
            "A request with this Idempotency-Key is still being handled; try again in a moment."
        case .otherBody:
            "This Idempotency-Key was sent before with another request body; use a new key for a new request."
        }
    }
}
