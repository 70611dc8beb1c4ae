import FootballGatherAPI
import Foundation
import VIPERKit

/// One call to the Football Gather API, before ``APIClient`` turns it into a `URLRequest`.
struct APIRequest: Sendable {
    /// How the request proves who sends it.
    enum Authorization: Sendable, Equatable {
        /// No credentials (registration).
        case none
        /// HTTP Basic with a username and password (login); a 401 then means wrong credentials.
        case basic(username: String, password: String)
        /// The stored session's bearer token (every other call); a 401 then means the session expired.
        case bearer
    }

    var method: String
    var path: String
    var body: Data?
    var authorization: Authorization
    /// Extra headers, e.g. `If-Match`.
    var headers: [String: String]

    init(
        method: String, path: String, body: Data? = nil, authorization: Authorization = .bearer,
        headers: [String: String] = [:]
    ) {
        self.method = method
        self.path = path
        self.body = body
        self.authorization = authorization
        self.headers = headers
    }

    /// A call to `route` without a body: its path filled in with `parameters` in order, then
    /// `query`; its method the route's.
    static func call(
        _ route: APIRoute, _ parameters: any APIPathValue..., query: KeyValuePairs<String, String> = [:],
        authorization: Authorization = .bearer
    ) -> APIRequest {
        APIRequest(
            method: route.method.rawValue, path: route.path(filling: parameters, query: query),
            authorization: authorization)
    }

    /// A call to `route` sending `body` as JSON; with `ifMatch`, the server saves only while the
    /// resource still has that entity tag.
    static func call(
        _ route: APIRoute, _ parameters: any APIPathValue..., sending body: some Encodable,
        authorization: Authorization = .bearer, ifMatch: String? = nil
    ) throws(ServiceError) -> APIRequest {
        APIRequest(
            method: route.method.rawValue, path: route.path(filling: parameters), body: try encode(body),
            authorization: authorization, headers: ifMatch.map { ["If-Match": $0] } ?? [:])
    }

    /// A call to `route` that creates something, carrying an `Idempotency-Key` for a write of
    /// `kind` (``EventOrigin/writeID(for:)``): the server creates it once however often it is
    /// sent, and ``APIClient`` may send it again when no answer came.
    static func creating(
        _ kind: String, _ route: APIRoute, _ parameters: any APIPathValue..., sending body: some Encodable,
        authorization: Authorization = .bearer
    ) throws(ServiceError) -> APIRequest {
        var request = APIRequest(
            method: route.method.rawValue, path: route.path(filling: parameters), body: try encode(body),
            authorization: authorization)
        request.headers[IdempotencyHeaders.key] = EventOrigin.writeID(for: kind)
        return request
    }

    /// A `GET` of `path` as the server spelled it, e.g. the next page a `Link` header names.
    static func get(_ path: String) -> APIRequest {
        APIRequest(method: "GET", path: path)
    }

    /// Whether sending this request again cannot write twice: it carries an `Idempotency-Key`.
    var isIdempotent: Bool { headers[IdempotencyHeaders.key] != nil }

    /// `body` as wire JSON.
    static func encode(_ body: some Encodable) throws(ServiceError) -> Data {
        do {
            return try WireCoding.makeEncoder().encode(body)
        } catch {
            throw ServiceError.rejected(reason: "The request could not be prepared. Please check the values entered.")
        }
    }
}
