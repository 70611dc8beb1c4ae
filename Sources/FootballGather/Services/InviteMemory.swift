import Foundation

/// The name a device (a browser) answered a game as, and the key the server gave it for that
/// name: sent with every later answer as that name.
public struct RememberedAnswer: Codable, Equatable, Sendable {
    public var name: String
    public var key: String

    public init(name: String, key: String) {
        self.name = name
        self.key = key
    }
}

/// What a device remembers of the invite links it answered, one ``RememberedAnswer`` per link,
/// kept in its settings (a browser's store on the web server).
public struct InviteMemory: Sendable {
    private let settings: any KeyValueStore

    public init(settings: any KeyValueStore) {
        self.settings = settings
    }

    /// The settings key of the answer at `token`.
    static func key(_ token: String) -> String { "invite.answer.\(token)" }

    /// The answer given at the link `token`, if this device answered there.
    public func answer(atLink token: String) -> RememberedAnswer? {
        guard let text = settings.string(forKey: Self.key(token)) else { return nil }
        return try? JSONDecoder().decode(RememberedAnswer.self, from: Data(text.utf8))
    }

    /// Remembers `answer` for the link `token`, replacing what was remembered there.
    public func remember(_ answer: RememberedAnswer, atLink token: String) throws {
        let data = try JSONEncoder().encode(answer)
        try settings.set(String(decoding: data, as: UTF8.self), forKey: Self.key(token))
    }
}
