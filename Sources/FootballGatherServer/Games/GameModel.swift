import Fluent
import FootballGatherAPI
import Foundation

/// A game an organiser asks players to answer. Its invite token is kept as given, like a live
/// link's (it reads names and answers only), so any of the organiser's devices shows the same
/// link. `@unchecked Sendable` as ``UserModel``.
final class GameModel: Model, @unchecked Sendable {
    static let schema = "games"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: UserModel
    @Field(key: "starts_at") var startsAt: Date
    @Field(key: "time_zone") var timeZone: String
    @Field(key: "place") var place: String
    @Field(key: "capacity") var capacity: Int
    @OptionalField(key: "note") var note: String?
    /// The cost per head in hundredths, so sums are exact.
    @OptionalField(key: "cost_cents") var costCents: Int?
    @Field(key: "repeats_weekly") var repeatsWeekly: Bool
    @Field(key: "answers_open") var answersOpen: Bool
    @Field(key: "invite_token") var inviteToken: String
    /// The sequence the next In answer gets (``WaitingList``).
    @Field(key: "next_sequence") var nextSequence: Int64
    @OptionalField(key: "gather_id") var gatherID: UUID?
    /// The game made from this one for the next week, once its date passed.
    @OptionalField(key: "next_game_id") var nextGameID: UUID?
    /// The weekly game this one was made from; unique, so each is made once.
    @OptionalField(key: "previous_game_id") var previousGameID: UUID?
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(userID: UUID, inviteToken: String, createdAt: Date) {
        self.id = RandomID.make()
        self.$user.id = userID
        self.inviteToken = inviteToken
        self.nextSequence = 1
        self.createdAt = createdAt.roundedToMicroseconds
    }

    /// Sets every field a ``GameRequest`` carries (already checked).
    func apply(_ request: GameRequest) {
        startsAt = request.startsAt.roundedToMicroseconds
        timeZone = request.timeZone
        place = request.place.trimmingCharacters(in: .whitespacesAndNewlines)
        capacity = request.capacity
        note = request.note.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        costCents = request.costPerHead.map { Int(($0 * 100).rounded()) }
        repeatsWeekly = request.repeatsWeekly
        answersOpen = request.answersOpen
    }

    var costPerHead: Double? { costCents.map { Double($0) / 100 } }
}

/// A name offered for a game (a roster player's, or a guest's typed through the link) and where
/// they stand. `@unchecked Sendable` as ``UserModel``.
final class GamePersonModel: Model, @unchecked Sendable {
    static let schema = "game_people"

    @ID(key: .id) var id: UUID?
    @Parent(key: "game_id") var game: GameModel
    @Field(key: "name") var name: String
    /// ``GameRules/nameKey(_:)`` of the name: unique in the game.
    @Field(key: "name_key") var nameKey: String
    @OptionalField(key: "player_id") var playerID: UUID?
    @Field(key: "standing") var standing: String
    @OptionalField(key: "sequence") var sequence: Int64?
    @OptionalField(key: "answered_at") var answeredAt: Date?
    @Field(key: "paid") var paid: Bool
    /// The SHA-256 of the key given to the browser that answered as this person; `nil` until
    /// someone answers, or after the organiser released the name.
    @OptionalField(key: "claim_digest") var claimDigest: String?
    /// The SHA-256 of the client address that typed this guest's name; `nil` for an offered name.
    @OptionalField(key: "guest_address_digest") var guestAddressDigest: String?
    /// The SHA-256 of the client address that claimed this name; `nil` while nobody has, after
    /// the organiser released it, and for claims made before addresses were kept.
    @OptionalField(key: "claim_address_digest") var claimAddressDigest: String?

    init() {}

    init(gameID: UUID, name: String, playerID: UUID?) {
        self.id = RandomID.make()
        self.$game.id = gameID
        self.name = name
        self.nameKey = GameRules.nameKey(name)
        self.playerID = playerID
        self.standing = GameStanding.unanswered.rawValue
        self.paid = false
    }

    var seat: GameSeat {
        GameSeat(id: id!, standing: GameStanding(rawValue: standing) ?? .unanswered, sequence: sequence)
    }
}

/// A replaced invite token, remembered so its link answers 410 rather than 404.
final class RetiredInviteModel: Model, @unchecked Sendable {
    static let schema = "retired_invites"

    @ID(key: .id) var id: UUID?
    @Parent(key: "game_id") var game: GameModel
    @Field(key: "token") var token: String
    @Field(key: "retired_at") var retiredAt: Date

    init() {}

    init(gameID: UUID, token: String, retiredAt: Date) {
        self.id = RandomID.make()
        self.$game.id = gameID
        self.token = token
        self.retiredAt = retiredAt.roundedToMicroseconds
    }
}
