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
/// kept in its settings (a browser's store on the web server) under one key: the ``limit`` most
/// recently answered links, so a browser that answers link after link holds a bounded record.
public struct InviteMemory: Sendable {
    private let settings: any KeyValueStore

    /// Links remembered at most; answering another forgets the one answered longest ago.
    public static let limit = 20
    /// The settings key of the remembered answers.
    static let key = "invite.answers"

    private struct Entry: Codable {
        var link: String
        var answer: RememberedAnswer
    }

    public init(settings: any KeyValueStore) {
        self.settings = settings
    }

    /// The answer given at the link `token`, if this device answered there.
    public func answer(atLink token: String) -> RememberedAnswer? {
        entries.last { $0.link == token }?.answer
    }

    /// Remembers `answer` for the link `token`, replacing what was remembered there.
    public func remember(_ answer: RememberedAnswer, atLink token: String) throws {
        let kept = entries.filter { $0.link != token } + [Entry(link: token, answer: answer)]
        let data = try JSONEncoder().encode(Array(kept.suffix(Self.limit)))
        try settings.set(String(decoding: data, as: UTF8.self), forKey: Self.key)
    }

    /// What is remembered, oldest first; nothing when it cannot be read.
    private var entries: [Entry] {
        guard let text = settings.string(forKey: Self.key) else { return [] }
        return (try? JSONDecoder().decode([Entry].self, from: Data(text.utf8))) ?? []
    }
}
