/// The limits the server enforces on every free-text field (player names, favourite teams,
/// usernames); clients check the same ones before sending.
public enum TextRules {
    /// UTF-8 bytes allowed per allowed character: a field of at most `n` characters holds at most
    /// `n * maxBytesPerCharacter` bytes, so characters built from many scalars cannot make it huge.
    public static let maxBytesPerCharacter = 4

    /// The most UTF-8 bytes a field of at most `characters` characters may hold.
    public static func maxBytes(forCharacters characters: Int) -> Int {
        characters * maxBytesPerCharacter
    }

    /// Whether `scalar` may not appear in a text field: a control character (general category
    /// Cc, NUL included) or a line or paragraph separator.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// Whether `text` holds a character ``isForbidden(_:)`` refuses.
    public static func containsForbiddenCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isForbidden)
    }
}

/// The limits of a gather.
public enum GatherRules {
    /// The most players one gather takes, both teams together.
    public static let maxPlayers = 50
}

/// How `GET /api/players` and `GET /api/gathers` hand out their items: a page at a time, the
/// next page named by a `Link: <…>; rel="next"` header that is absent on the last page.
public enum PageRules {
    /// The query parameter with the page size.
    public static let limitParameter = "limit"
    /// The query parameter with the opaque position a `Link` header gives.
    public static let cursorParameter = "cursor"
    /// Accepted page sizes.
    public static let limit = 1...200
    /// The page size when the request names none.
    public static let defaultLimit = 50
}
