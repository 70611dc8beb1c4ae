import Foundation

/// What a client's name for one write may be: a match operation's `id`, and the value of
/// ``IdempotencyHeaders/key`` a client makes. The server keeps the writes it was sent with such a
/// name, so the same write sent again (after a lost answer, a reconnect or a restart) is applied once.
public enum WriteIDRules {
    /// The most characters an operation id may have.
    public static let maximumLength = 64

    /// Whether `id` has 1 to ``maximumLength`` characters, each a letter or digit of ASCII or one
    /// of `.`, `_`, `:` and `-`.
    public static func isValid(_ id: String) -> Bool {
        (1...maximumLength).contains(id.utf8.count) && id.utf8.allSatisfy(isAllowed)
    }

    /// The 400 sentence for a `field` holding `value`, which ``isValid(_:)`` refused.
    public static func problem(field: String, value: String) -> String {
        "'\(field)' must be 1 to \(maximumLength) letters, digits, '.', '_', ':' or '-', not \"\(value.prefix(80))\"."
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ":"),
            UInt8(ascii: "-"):
            true
        default: false
        }
    }
}

/// The headers that make a creating `POST` count once however often it is sent.
public enum IdempotencyHeaders {
    /// The request header naming the write: 1 to ``maximumKeyLength`` visible ASCII characters,
    /// the same on every re-send of one write and new for another.
    public static let key = "Idempotency-Key"
    /// The response header, `true` on an answer the server had given before to this key (or,
    /// for a match operation, to this id) and gave again without writing anything.
    public static let replayed = "Idempotent-Replayed"
    /// The most characters an `Idempotency-Key` may have.
    public static let maximumKeyLength = 255

    /// Whether `key` has 1 to ``maximumKeyLength`` characters, each visible ASCII (`!` to `~`).
    public static func isValidKey(_ key: String) -> Bool {
        (1...maximumKeyLength).contains(key.utf8.count) && key.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }
}
