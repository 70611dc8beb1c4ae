import Vapor

/// Gives every request an id: the `X-Request-Id` a trusted proxy sent (1 to 128 letters, digits,
/// `-`, `_`, `.` or `:`), else 128 random bits in hex from the system's generator. It is in every
/// log line of the request (`request-id`) and sent back in the answer's `X-Request-Id`. A client
/// that is not a trusted proxy cannot choose it, so it cannot make its requests look like
/// another's in the logs.
struct RequestIDMiddleware: Middleware {
    static let maximumLength = 128
    private static let allowed = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.:".unicodeScalars)

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let id = Self.id(for: request)
        request.logger[metadataKey: "request-id"] = .string(id)
        // Outside the error middleware: every failure arrives here as an answer.
        return next.respond(to: request).map { response in
            response.headers.replaceOrAdd(name: .xRequestId, value: id)
            return response
        }
    }

    /// The id of `request`: its proxy's, when trusted and well formed, else a new one.
    static func id(for request: Request) -> String {
        if let peer = request.remoteAddress?.ipAddress,
            request.application.serverConfiguration.trustedProxies.trusts(peer),
            let given = request.headers.first(name: .xRequestId), isWellFormed(given)
        {
            return given
        }
        return newID()
    }

    static func isWellFormed(_ id: String) -> Bool {
        (1...maximumLength).contains(id.utf8.count)
            && id.unicodeScalars.allSatisfy { allowed.contains($0) }
    }

    /// 128 bits from the system's random number generator, in hex.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
    }
}
