import Fluent
import Foundation

/// A match of one user's, with its final score once ended; `createdAt` is kept to whole
/// microseconds. `@unchecked Sendable` as ``UserModel``.
final class GatherModel: Model, @unchecked Sendable {
    static let schema = "gathers"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: UserModel
    @Field(key: "created_at") var createdAt: Date
    @OptionalField(key: "score") var score: String?
    @OptionalField(key: "winner_team") var winnerTeam: String?
    /// The score so far of an unfinished gather ("A:B"), recorded with the clock below.
    @OptionalField(key: "progress_score") var progressScore: String?
    /// The match clock of an unfinished gather: its status, seconds left and time set.
    @OptionalField(key: "clock_status") var clockStatus: String?
    @OptionalField(key: "clock_seconds_left") var clockSecondsLeft: Int?
    @OptionalField(key: "clock_set_seconds") var clockSetSeconds: Int?
    /// When the progress was last recorded; `nil` while none was.
    @OptionalField(key: "progress_at") var progressAt: Date?
    /// When the result was recorded; `nil` while the match goes on (and for gathers ended before
    /// this was recorded).
    @OptionalField(key: "ended_at") var endedAt: Date?
    @Children(for: \.$gather) var players: [GatherPlayerModel]

    init() {}

    init(userID: UUID, createdAt: Date) {
        self.id = RandomID.make()
        self.$user.id = userID
        self.createdAt = createdAt.roundedToMicroseconds
    }
}

extension Date {
    /// This date rounded to whole microseconds, the precision both databases return: SQLite
    /// stores the date as given but rounds it so when read, PostgreSQL stores microseconds. A
    /// date stored rounded reads back equal, so a list position made from it (a cursor) matches
    /// the stored row exactly.
    var roundedToMicroseconds: Date {
        Date(timeIntervalSinceReferenceDate: (timeIntervalSinceReferenceDate * 1e6).rounded() / 1e6)
    }
}
