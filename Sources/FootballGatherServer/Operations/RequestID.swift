import Vapor

/// Gives every request an id: the `X-Request-Id` a trusted proxy sent (1 to 128 letters, digits,
/// `-`, `_`, `.` or `:`), else 128 random bits in hex from the system's generator. It is in every
/// log line of the request (`request-id`) and sent back in the answer's `X-Request-Id`. A client
/// that is not a trusted proxy cannot choose it, so it cannot make its requests look like
/// another's in the logs.
enum RequestID {
    static let maximumLength = 128
    private static let allowed = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.:".unicodeScalars)

    /// The id of `request`: its proxy's, when trusted and well formed, else a new one.
    static func id(for request: Request) -> String {
        if let peer = request.remoteAddress?.ipAddress,
            request.trustedProxies.trusts(peer),
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
        let words = (generator.next() as UInt64, generator.next() as UInt64)
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 32) { buffer in
            for (offset, word) in [words.0, words.1].enumerated() {
                for index in 0..<16 {
                    buffer[offset * 16 + index] = digits[Int((word >> UInt64(60 - 4 * index)) & 0xF)]
                }
            }
            return 32
        }
    }
}
