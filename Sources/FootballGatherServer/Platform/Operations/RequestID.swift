import Vapor

/// Gives every request an id: the `X-Request-Id` a trusted proxy sent (1 to 128 letters, digits,
/// `-`, `_`, `.` or `:`), else a random UUID (122 bits from the system's generator, the id Vapor
/// gave the request). It is in every log line of the request (`request-id`) and sent back in the
/// answer's `X-Request-Id`. A client that is not a trusted proxy cannot choose it, so it cannot
/// make its requests look like another's in the logs.
enum RequestID {
    static let maximumLength = 128
    private static let allowed = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.:".unicodeScalars)

    /// The id of `request`, also set as its loggers' `request-id`: its proxy's, when trusted and
    /// well formed, else a new one.
    static func id(for request: Request) -> String {
        // Without the header, Vapor's id is a new UUID, already in the request's log metadata.
        guard let given = request.headers.first(name: .xRequestId) else { return request.id }
        if let peer = request.remoteAddress?.ipAddress, request.trustedProxies.trusts(peer), isWellFormed(given) {
            return given
        }
        let id = newID()
        request.logger[metadataKey: "request-id"] = .string(id)
        return id
    }

    static func isWellFormed(_ id: String) -> Bool {
        (1...maximumLength).contains(id.utf8.count)
            && id.unicodeScalars.allSatisfy { allowed.contains($0) }
    }

    /// A random UUID, as Vapor makes one.
    static func newID() -> String {
        UUID().uuidString
    }
}
