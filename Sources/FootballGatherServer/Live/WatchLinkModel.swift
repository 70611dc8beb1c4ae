import Fluent
import FootballGatherAPI
import Foundation

/// A gather's live link. The token is kept as given (the link is meant to be passed around a
/// group's chat, and reads only names, positions and the score), so the organiser's devices can
/// all share the same link again. `@unchecked Sendable` as ``UserModel``.
final class WatchLinkModel: Model, @unchecked Sendable {
    static let schema = "watch_links"

    @ID(key: .id) var id: UUID?
    @Parent(key: "gather_id") var gather: GatherModel
    @Field(key: "token") var token: String
    @Field(key: "created_at") var createdAt: Date
    @OptionalField(key: "stopped_at") var stoppedAt: Date?

    init() {}

    init(gatherID: UUID, token: String, createdAt: Date) {
        self.id = RandomID.make()
        self.$gather.id = gatherID
        self.token = token
        self.createdAt = createdAt.roundedToMicroseconds
    }

    /// When the link ends by itself: a day after its match ended (or after the link was made, for
    /// a match that ended before ends were recorded); `nil` while the match goes on.
    func expiresAt(of gather: GatherModel) -> Date? {
        guard gather.score != nil else { return nil }
        return (gather.endedAt ?? createdAt).addingTimeInterval(WatchLinkRules.lifetimeAfterEnd)
    }

    func response(of gather: GatherModel) -> WatchLinkResponse {
        WatchLinkResponse(token: token, createdAt: createdAt, expiresAt: expiresAt(of: gather))
    }
}
