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

    static func get(_ path: String) -> APIRequest {
        APIRequest(method: "GET", path: path)
    }

    static func delete(_ path: String) -> APIRequest {
        APIRequest(method: "DELETE", path: path)
    }

    static func post(
        _ path: String, _ body: some Encodable, authorization: Authorization = .bearer
    ) throws(ServiceError) -> APIRequest {
        APIRequest(method: "POST", path: path, body: try encode(body), authorization: authorization)
    }

    /// A `POST` that creates something, carrying an `Idempotency-Key` for a write of `kind`
    /// (``EventOrigin/writeID(for:)``): the server creates it once however often it is sent, and
    /// ``APIClient`` may send it again when no answer came.
    static func creating(
        _ kind: String, _ path: String, _ body: some Encodable, authorization: Authorization = .bearer
    ) throws(ServiceError) -> APIRequest {
        var request = try post(path, body, authorization: authorization)
        request.headers[IdempotencyHeaders.key] = EventOrigin.writeID(for: kind)
        return request
    }

    /// Whether sending this request again cannot write twice: it carries an `Idempotency-Key`.
    var isIdempotent: Bool { headers[IdempotencyHeaders.key] != nil }

    /// A `PUT`; with `ifMatch`, the server saves only while the resource still has that entity tag.
    static func put(_ path: String, _ body: some Encodable, ifMatch: String? = nil) throws(ServiceError) -> APIRequest {
        APIRequest(
            method: "PUT", path: path, body: try encode(body), headers: ifMatch.map { ["If-Match": $0] } ?? [:])
    }

    /// A `PATCH`: the fields of `body` that are set change, the others stay.
    static func patch(_ path: String, _ body: some Encodable) throws(ServiceError) -> APIRequest {
        APIRequest(method: "PATCH", path: path, body: try encode(body))
    }

    /// `body` as wire JSON.
    static func encode(_ body: some Encodable) throws(ServiceError) -> Data {
        do {
            return try WireCoding.makeEncoder().encode(body)
        } catch {
            throw ServiceError.rejected(reason: "The request could not be prepared. Please check the values entered.")
        }
    }
}
