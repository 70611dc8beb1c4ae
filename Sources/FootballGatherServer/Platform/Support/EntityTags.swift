import FootballGatherAPI
import Vapor

extension Request {
    /// The `If-Match` header (several joined by commas), or `nil` when the request has none.
    /// - Throws: a 400 when the header is there but is neither `*` nor a list of quoted tags.
    func ifMatch() throws -> String? {
        guard headers.contains(name: .ifMatch) else { return nil }
        let value = headers[.ifMatch].joined(separator: ", ")
        guard EntityTag.isValidIfMatch(value) else {
            throw Abort(
                .badRequest,
                reason: "'If-Match' must be * or a comma-separated list of quoted entity tags, not \"\(value)\".")
        }
        return value
    }
}

/// A JSON response carrying `ETag: entityTag`.
func jsonResponse<T: Encodable>(
    _ value: T, entityTag: String, status: HTTPStatus = .ok, location: String? = nil
) throws -> Response {
    let response = try jsonResponse(value, status: status, location: location)
    response.headers.replaceOrAdd(name: .eTag, value: entityTag)
    return response
}
