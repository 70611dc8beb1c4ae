import FootballGatherAPI
import Foundation

/// What one server instance tells the others that share its database, so their change streams
/// hear what was done through it: a change of some topics in a user's data, or streams to end.
/// Only names and ids travel; every instance reads the data itself from the database.
public struct ChangeNotice: Codable, Sendable, Equatable {
    /// What happened.
    public enum Kind: String, Codable, Sendable {
        /// `topics` of `user` changed.
        case changed
        /// The login `token` logged out: its streams end.
        case loggedOut
        /// The account `user` was deleted: its streams end.
        case accountDeleted
        /// The live link `link` was stopped: its watchers end.
        case linkStopped
        /// The gather `gather` was deleted: the watchers of its links end.
        case gatherDeleted
    }

    /// The epoch of the feed that sent it; a feed ignores its own notices.
    public var origin: String
    public var kind: Kind
    public var user: UUID?
    public var token: UUID?
    /// Topic names (`players`, `gathers`, `gather/<id>`).
    public var topics: [String]?
    public var link: UUID?
    public var gather: UUID?

    /// The notice as PostgreSQL's `NOTIFY` carries it: compact JSON, well under its 8,000 bytes.
    public var payload: String {
        let data = (try? JSONEncoder().encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a notice from a `NOTIFY` payload; `nil` for anything else.
    public init?(payload: String) {
        guard let notice = try? JSONDecoder().decode(Self.self, from: Data(payload.utf8)) else { return nil }
        self = notice
    }

    public init(
        origin: String, kind: Kind, user: UUID? = nil, token: UUID? = nil, topics: [String]? = nil, link: UUID? = nil,
        gather: UUID? = nil
    ) {
        self.origin = origin
        self.kind = kind
        self.user = user
        self.token = token
        self.topics = topics
        self.link = link
        self.gather = gather
    }
}

extension ChangeTopic {
    /// The topic named `name` (see ``name``); `nil` for a name no topic has.
    public init?(name: String) {
        switch name {
        case DataTopic.players: self = .players
        case DataTopic.gathers: self = .gathers
        case DataTopic.games: self = .games
        default:
            guard let id = UUID(uuidString: String(name.suffix(36))) else { return nil }
            if DataTopic.gather(id) == name {
                self = .gather(id)
            } else if DataTopic.game(id) == name {
                self = .game(id)
            } else {
                return nil
            }
        }
    }
}
