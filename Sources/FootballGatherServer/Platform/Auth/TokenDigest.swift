import Crypto
import Foundation

/// Bearer tokens: 256 random bits, stored only as their SHA-256 so a leaked database
/// holds no usable token.
enum TokenDigest {
    /// A new token: 32 random bytes, base64url without padding.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Base64URL.encode(Data(bytes))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The hex SHA-256 of `token` (lower case), as stored. Every signed-in request computes one,
    /// so the digits are written by hand rather than through `String(format:)` per byte.
    static func digest(of token: String) -> String {
        let hash = SHA256.hash(data: Data(token.utf8))
        return String(unsafeUninitializedCapacity: SHA256.byteCount * 2) { text in
            var index = 0
            for byte in hash {
                text[index] = hexDigits[Int(byte >> 4)]
                text[index + 1] = hexDigits[Int(byte & 0x0f)]
                index += 2
            }
            return index
        }
    }
}
