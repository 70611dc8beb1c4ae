/// The ids that name browsers (in the session cookie) and tabs.
enum SessionID {
    /// 256 random bits from the system's secure generator, as 43 base64url characters.
    static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var id = ""
        // 43 characters of 6 bits each: 258 bits drawn, 256 of them needed.
        for _ in 0..<43 {
            id.append(alphabet[Int(generator.next(upperBound: UInt8(64)))])
        }
        return id
    }

    /// Whether `id` looks like an id from ``random()``.
    static func isValidBrowserID(_ id: String) -> Bool {
        id.utf8.count == 43 && id.utf8.allSatisfy(isIDByte)
    }

    /// Whether `id` can name a tab: 8 to 64 letters, digits, `-` or `_`.
    static func isValidTabID(_ id: String) -> Bool {
        (8...64).contains(id.utf8.count) && id.utf8.allSatisfy(isIDByte)
    }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
