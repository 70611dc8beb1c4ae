import FootballGatherAPI
import Foundation

/// What one server instance tells the others that share its database, so their change streams
/// hear what was done through it: a change of some topics in a user's data, or streams to end.
/// Only names and ids travel; every instance reads the data itself from the database.
public struct ChangeNotice: Sendable, Equatable {
    /// What happened.
    public enum News: Sendable, Equatable {
        /// `topics` of `user` changed, by the write `cause` when it names one.
        case changed(user: UUID, topics: [ChangeTopic], cause: String? = nil)
        /// The login `token` logged out: its streams end.
        case loggedOut(token: UUID)
        /// The account `user` was deleted: its streams end.
        case accountDeleted(user: UUID)
        /// The live link `link` was stopped: its watchers end.
        case linkStopped(link: UUID)
        /// The gather `gather` was deleted: the watchers of its links end.
        case gatherDeleted(gather: UUID)
    }

    /// The epoch of the feed that sent it; a feed ignores its own notices.
    public var origin: String
    public var news: News

    public init(origin: String, _ news: News) {
        self.origin = origin
        self.news = news
    }

    /// The notice as PostgreSQL's `NOTIFY` carries it: compact JSON, well under its 8,000 bytes.
    public var payload: String {
        let data = (try? JSONEncoder().encode(Wire(self))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a notice from a `NOTIFY` payload; `nil` for anything else. Topic names no topic has
    /// (an instance newer than this one) are left out.
    public init?(payload: String) {
        guard let wire = try? JSONDecoder().decode(Wire.self, from: Data(payload.utf8)), let notice = wire.notice
        else { return nil }
        self = notice
    }

    /// The notice's JSON: a kind and the ids it names, as every instance of every version reads it.
    private struct Wire: Codable {
        enum Kind: String, Codable {
            case changed, loggedOut, accountDeleted, linkStopped, gatherDeleted
        }

        var origin: String
        var kind: Kind
        var user: UUID?
        var token: UUID?
        var topics: [String]?
        var link: UUID?
        var gather: UUID?
        var cause: String?

        init(_ notice: ChangeNotice) {
            origin = notice.origin
            switch notice.news {
            case .changed(let user, let topics, let cause):
                (kind, self.user, self.topics, self.cause) = (.changed, user, topics.map(\.name), cause)
            case .loggedOut(let token): (kind, self.token) = (.loggedOut, token)
            case .accountDeleted(let user): (kind, self.user) = (.accountDeleted, user)
            case .linkStopped(let link): (kind, self.link) = (.linkStopped, link)
            case .gatherDeleted(let gather): (kind, self.gather) = (.gatherDeleted, gather)
            }
        }

        var notice: ChangeNotice? {
            let news: News?
            switch kind {
            case .changed:
                news = user.map {
                    .changed(user: $0, topics: (topics ?? []).compactMap(ChangeTopic.init(name:)), cause: cause)
                }
            case .loggedOut: news = token.map { .loggedOut(token: $0) }
            case .accountDeleted: news = user.map { .accountDeleted(user: $0) }
            case .linkStopped: news = link.map { .linkStopped(link: $0) }
            case .gatherDeleted: news = gather.map { .gatherDeleted(gather: $0) }
            }
            return news.map { ChangeNotice(origin: origin, $0) }
        }
    }
}
