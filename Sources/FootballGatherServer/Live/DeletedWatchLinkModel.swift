import Fluent
import Foundation

/// The token of a live link whose gather its organiser deleted, kept a while so the link answers
/// 410 saying so rather than 404 (a link never made). `@unchecked Sendable` as ``UserModel``.
final class DeletedWatchLinkModel: Model, @unchecked Sendable {
    static let schema = "deleted_watch_links"

    /// How long a deleted gather's link says so; after that it answers as a link never made.
    static let kept: TimeInterval = 30 * 24 * 3600
    /// The deleted links kept per account, the newest; deleting gathers in a loop holds no more.
    static let keptPerAccount = 50

    @ID(key: .id) var id: UUID?
    @Field(key: "token") var token: String
    @Field(key: "user_id") var userID: UUID
    @Field(key: "deleted_at") var deletedAt: Date

    init() {}

    init(token: String, userID: UUID, deletedAt: Date) {
        self.id = RandomID.make()
        self.token = token
        self.userID = userID
        self.deletedAt = deletedAt.roundedToMicroseconds
    }

    /// Keeps the tokens of `gatherID`'s links as deleted, then forgets the account's beyond
    /// ``keptPerAccount`` and everyone's older than ``kept``.
    static func remember(linksOfGather gatherID: UUID, userID: UUID, now: Date, on database: any Database)
        async throws
    {
        let tokens = try await WatchLinkModel.query(on: database).filter(\.$gather.$id == gatherID).all(\.$token)
        guard !tokens.isEmpty else { return }
        for token in tokens {
            try await DeletedWatchLinkModel(token: token, userID: userID, deletedAt: now).create(on: database)
        }
        let theirs = try await DeletedWatchLinkModel.query(on: database).filter(\.$userID == userID)
            .sort(\.$deletedAt, .descending).sort(\.$id, .descending).all(\.$id)
        let old = Array(theirs.dropFirst(keptPerAccount))
        if !old.isEmpty { try await DeletedWatchLinkModel.query(on: database).filter(\.$id ~~ old).delete() }
        try await DeletedWatchLinkModel.query(on: database)
            .filter(\.$deletedAt < now.addingTimeInterval(-kept)).delete()
    }

    /// Whether `token` was the link of a gather deleted lately.
    static func wasDeleted(_ token: String, on database: any Database) async throws -> Bool {
        try await DeletedWatchLinkModel.query(on: database).filter(\.$token == token).first() != nil
    }
}
