import Foundation

/// What a person answers to a game.
public enum GameAnswer: String, Codable, Sendable, CaseIterable {
    case `in`, out, maybe
}

/// Where a person stands in a game: in (one of the first `capacity` to answer In, or moved in by
/// the organiser), on the waiting list, out, maybe, or not answered yet.
public enum GameStanding: String, Codable, Sendable, CaseIterable {
    case `in`, waiting, out, maybe, unanswered
}

/// A game the organiser creates or changes: `POST /api/games`, `PUT /api/games/<id>`.
public struct GameRequest: Codable, Sendable, Equatable {
    public var startsAt: Date
    /// The organiser's time zone, an IANA name (`Europe/Bucharest`): the game is shown in it.
    public var timeZone: String
    public var place: String
    /// How many players are in (``GameRules/capacity``); past it, In puts a player on the waiting list.
    public var capacity: Int
    public var note: String?
    /// What each player pays, in the organiser's currency, with at most two decimals; no payments.
    public var costPerHead: Double?
    /// Whether next week's game is made, with the same place, time and capacity, once this one's
    /// date has passed.
    public var repeatsWeekly: Bool
    /// Whether players may answer through the link (the organiser always may).
    public var answersOpen: Bool

    public init(
        startsAt: Date, timeZone: String, place: String, capacity: Int, note: String? = nil,
        costPerHead: Double? = nil, repeatsWeekly: Bool = false, answersOpen: Bool = true
    ) {
        self.startsAt = startsAt
        self.timeZone = timeZone
        self.place = place
        self.capacity = capacity
        self.note = note
        self.costPerHead = costPerHead
        self.repeatsWeekly = repeatsWeekly
        self.answersOpen = answersOpen
    }
}

/// A person of a game as the organiser sees them.
public struct GamePerson: Codable, Sendable, Equatable, Identifiable {
    public var id: UUID
    public var name: String
    /// The roster's player this name is; `nil` for a guest.
    public var playerID: UUID?
    public var standing: GameStanding
    /// 1 for the first on the waiting list; `nil` unless waiting.
    public var waitingPosition: Int?
    /// When they last answered; `nil` before.
    public var answeredAt: Date?
    /// Whether they paid the cost per head (the organiser's tick).
    public var paid: Bool

    public init(
        id: UUID, name: String, playerID: UUID?, standing: GameStanding, waitingPosition: Int?, answeredAt: Date?,
        paid: Bool
    ) {
        self.id = id
        self.name = name
        self.playerID = playerID
        self.standing = standing
        self.waitingPosition = waitingPosition
        self.answeredAt = answeredAt
        self.paid = paid
    }

    /// Whether they are a guest (not on the roster).
    public var isGuest: Bool { playerID == nil }
}

/// A game as its organiser sees it: `GET /api/games/<id>`.
public struct GameResponse: Codable, Sendable, Equatable, Identifiable {
    public var id: UUID
    public var startsAt: Date
    public var timeZone: String
    public var place: String
    public var capacity: Int
    public var note: String?
    public var costPerHead: Double?
    public var repeatsWeekly: Bool
    public var answersOpen: Bool
    /// The invite link's secret (``GameRules/tokenLength`` characters).
    public var inviteToken: String
    /// The invite page's path, `/games/<token>`, to join to the web app's address.
    public var invitePath: String
    /// Everyone offered or answered: in first (by answer), then waiting (by position), maybe, out,
    /// and the names that have not answered.
    public var people: [GamePerson]
    /// The gather played from this game, once teams were picked.
    public var gatherID: UUID?

    public init(
        id: UUID, startsAt: Date, timeZone: String, place: String, capacity: Int, note: String?,
        costPerHead: Double?, repeatsWeekly: Bool, answersOpen: Bool, inviteToken: String, people: [GamePerson],
        gatherID: UUID?
    ) {
        self.id = id
        self.startsAt = startsAt
        self.timeZone = timeZone
        self.place = place
        self.capacity = capacity
        self.note = note
        self.costPerHead = costPerHead
        self.repeatsWeekly = repeatsWeekly
        self.answersOpen = answersOpen
        self.inviteToken = inviteToken
        self.invitePath = GamePath.invitePage(inviteToken)
        self.people = people
        self.gatherID = gatherID
    }
}

/// A game in the organiser's list: `GET /api/games` (upcoming first, soonest first; then past,
/// latest first; a game whose gather has ended is past, whatever its date).
public struct GameSummary: Codable, Sendable, Equatable, Identifiable {
    public var id: UUID
    public var startsAt: Date
    public var timeZone: String
    public var place: String
    public var capacity: Int
    public var inCount: Int
    public var waitingCount: Int
    public var answersOpen: Bool
    /// When the gather played from this game ended; `nil` before (or when none was picked).
    public var playedAt: Date?

    public init(
        id: UUID, startsAt: Date, timeZone: String, place: String, capacity: Int, inCount: Int, waitingCount: Int,
        answersOpen: Bool, playedAt: Date? = nil
    ) {
        self.id = id
        self.startsAt = startsAt
        self.timeZone = timeZone
        self.place = place
        self.capacity = capacity
        self.inCount = inCount
        self.waitingCount = waitingCount
        self.answersOpen = answersOpen
        self.playedAt = playedAt
    }

    /// Whether the game is over by `now`: its time has passed, or its gather has ended.
    public func isPast(at now: Date) -> Bool {
        startsAt < now || playedAt != nil
    }
}

/// The organiser's change to one person: `PATCH /api/games/<id>/people/<personID>`. Moving a
/// person in puts them in even when the game is full; moving them out promotes the first waiting.
public struct GamePersonChange: Codable, Sendable, Equatable {
    public var standing: GameStanding?
    public var paid: Bool?
    /// Lets another browser answer as this person (the browser that answered first no longer can).
    public var releasesClaim: Bool?

    public init(standing: GameStanding? = nil, paid: Bool? = nil, releasesClaim: Bool? = nil) {
        self.standing = standing
        self.paid = paid
        self.releasesClaim = releasesClaim
    }
}

/// What Pick teams answers (`POST /api/games/<id>/pick-teams`): everyone in, as the roster's
/// players in the order they answered (a guest who is in joins the roster, or is matched to the
/// roster's player of the same name), and the game with those guests now linked to them.
public struct GameTeamPick: Codable, Sendable, Equatable {
    public var players: [PlayerResponse]
    public var game: GameResponse

    public init(players: [PlayerResponse], game: GameResponse) {
        self.players = players
        self.game = game
    }
}

/// A person as anyone with the invite link sees them: a name and where they stand, nothing more.
public struct InvitedPerson: Codable, Sendable, Equatable {
    public var name: String
    public var standing: GameStanding
    public var waitingPosition: Int?

    public init(name: String, standing: GameStanding, waitingPosition: Int?) {
        self.name = name
        self.standing = standing
        self.waitingPosition = waitingPosition
    }
}

/// A game as anyone with its invite link sees it: `GET /api/invites/<token>`.
public struct InviteResponse: Codable, Sendable, Equatable {
    public var startsAt: Date
    public var timeZone: String
    public var place: String
    public var note: String?
    public var capacity: Int
    /// What each player pays, as ``GameResponse/costPerHead``; `nil` when the game is free.
    public var costPerHead: Double?
    /// Whether the game is played every week (``GameResponse/repeatsWeekly``).
    public var repeatsWeekly: Bool
    public var answersOpen: Bool
    /// In the organiser's order (``GameResponse/people``).
    public var people: [InvitedPerson]

    public init(
        startsAt: Date, timeZone: String, place: String, note: String?, capacity: Int,
        costPerHead: Double? = nil, repeatsWeekly: Bool = false, answersOpen: Bool, people: [InvitedPerson]
    ) {
        self.startsAt = startsAt
        self.timeZone = timeZone
        self.place = place
        self.note = note
        self.capacity = capacity
        self.costPerHead = costPerHead
        self.repeatsWeekly = repeatsWeekly
        self.answersOpen = answersOpen
        self.people = people
    }

    private enum CodingKeys: String, CodingKey {
        case startsAt, timeZone, place, note, capacity, costPerHead, repeatsWeekly, answersOpen, people
    }

    /// Reads an invite; one from a server that sends no cost or repeat reads as free and one-off.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            startsAt: try container.decode(Date.self, forKey: .startsAt),
            timeZone: try container.decode(String.self, forKey: .timeZone),
            place: try container.decode(String.self, forKey: .place),
            note: try container.decodeIfPresent(String.self, forKey: .note),
            capacity: try container.decode(Int.self, forKey: .capacity),
            costPerHead: try container.decodeIfPresent(Double.self, forKey: .costPerHead),
            repeatsWeekly: try container.decodeIfPresent(Bool.self, forKey: .repeatsWeekly) ?? false,
            answersOpen: try container.decode(Bool.self, forKey: .answersOpen),
            people: try container.decode([InvitedPerson].self, forKey: .people))
    }
}

/// A player's answer through the link: `POST /api/invites/<token>/answers`.
public struct AnswerRequest: Codable, Sendable, Equatable {
    /// One of the offered names, or a new one (a guest); unique in the game ignoring case.
    public var name: String
    public var answer: GameAnswer
    /// The key this browser was given when it first answered as `name`; needed to change an
    /// answer (``AnswerResponse/key``).
    public var key: String?

    public init(name: String, answer: GameAnswer, key: String? = nil) {
        self.name = name
        self.answer = answer
        self.key = key
    }
}

/// What an answer did: where the player now stands, and the key to keep for changing it.
public struct AnswerResponse: Codable, Sendable, Equatable {
    public var key: String
    public var standing: GameStanding
    public var waitingPosition: Int?
    public var invite: InviteResponse

    public init(key: String, standing: GameStanding, waitingPosition: Int?, invite: InviteResponse) {
        self.key = key
        self.standing = standing
        self.waitingPosition = waitingPosition
        self.invite = invite
    }
}

/// The rules of games and their links, shared by the server and the clients.
public enum GameRules {
    /// Players a game takes.
    public static let capacity = 2...50
    /// Characters of a place.
    public static let placeLength = 1...120
    /// Characters of a note.
    public static let noteLength = 0...500
    /// Characters of a person's name.
    public static let nameLength = 1...40
    /// UTF-8 bytes of a person's name, trimmed (see ``TextRules``): a short name of long
    /// characters cannot fill the database.
    public static let nameMaxBytes = TextRules.maxBytes(forCharacters: nameLength.upperBound)
    /// People a game holds, offered names and answers together.
    public static let peoplePerGame = 100
    /// Guests a game holds (names typed through the link).
    public static let guestsPerGame = 30
    /// Guests one client address may add to a game (friends on one Wi-Fi each add themselves).
    public static let guestsPerAddress = 6
    /// Names one client address may claim in a game by answering as them, offered names and its
    /// guests together (a household, a team on one Wi-Fi); the organiser can release a name.
    public static let claimsPerAddress = 12
    /// The cost per head's range.
    public static let costPerHead = 0.0...10_000.0
    /// The length of an invite token: 32 random bytes in base64url without padding.
    public static let tokenLength = WatchLinkRules.tokenLength

    /// Whether `token` could be an invite token; anything else is answered 404 without a read.
    public static func isWellFormed(_ token: String) -> Bool {
        WatchLinkRules.isWellFormed(token)
    }

    /// The key a name is unique by in a game: trimmed, case and width folded.
    public static func nameKey(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
    }
}

/// The addresses of games and their invite links.
public enum GamePath {
    /// The invite page: `/games/<token>`.
    public static func invitePage(_ token: String) -> String { "/games/\(token)" }
    /// The game as an iCalendar event: `/games/<token>.ics`.
    public static func calendar(_ token: String) -> String { "/games/\(token).ics" }
    /// The game at a link: `/api/invites/<token>`.
    public static func invite(_ token: String) -> String { APIRoute.showInvite.path(token) }
    /// Answers through a link: `/api/invites/<token>/answers`.
    public static func answers(_ token: String) -> String { APIRoute.answerInvite.path(token) }
    /// The game's changes as Server-Sent Events: `/api/invites/<token>/changes`.
    public static func changes(_ token: String) -> String { APIRoute.inviteChanges.path(token) }
}

extension APIPath {
    /// `/api/games`: the caller's games (list, create).
    public static let games = APIRoute.listGames.path()
    /// `/api/games/<id>`
    public static func game(_ id: UUID) -> String { APIRoute.getGame.path(id) }
    /// `/api/games/<id>/invite-link`: a new link; the old one answers 410.
    public static func inviteLink(ofGame id: UUID) -> String { APIRoute.renewInviteLink.path(id) }
    /// `/api/games/<id>/pick-teams`: everyone in, as roster players.
    public static func pickTeams(ofGame id: UUID) -> String { APIRoute.pickGameTeams.path(id) }
    /// `/api/games/<id>/people/<personID>`: the organiser's change to one person.
    public static func person(_ personID: UUID, ofGame id: UUID) -> String {
        APIRoute.changeGamePerson.path(id, personID)
    }
}
