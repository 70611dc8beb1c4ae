import Crypto
import Foundation

/// Bearer tokens: 256 random bits, stored only as their SHA-256 so a leaked database
/// holds no usable token.
enum TokenDigest {
    /// A new token: 32 random bytes, base64url without padding.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The hex SHA-256 of `token`, as stored.
    static func digest(of token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
