import FootballGatherAPI
import Vapor

/// A JSON response encoded with the API's wire coding (ISO 8601 dates, `null` for absent values).
func jsonResponse<T: Encodable>(_ value: T, status: HTTPStatus = .ok, location: String? = nil) throws -> Response {
    var headers = HTTPHeaders()
    headers.contentType = .json
    if let location { headers.replaceOrAdd(name: .location, value: location) }
    let body = try WireCoding.makeEncoder().encode(value)
    return Response(status: status, headers: headers, body: .init(data: body))
}
