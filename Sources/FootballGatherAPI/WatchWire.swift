import Foundation

/// A gather's live link, as its organiser sees it: `POST`/`GET /api/gathers/<id>/watch-link`.
/// Anyone holding the link reads the match (``WatchedMatchResponse``) without an account.
public struct WatchLinkResponse: Codable, Sendable, Equatable {
    /// The link's secret: 32 random bytes, base64url (43 characters), not the gather's id.
    public var token: String
    /// The page's path, `/watch/<token>`, to join to the web app's address.
    public var path: String
    public var createdAt: Date
    /// When the link ends by itself (24 hours after the match ended); `nil` while it goes on.
    public var expiresAt: Date?

    public init(token: String, createdAt: Date, expiresAt: Date?) {
        self.token = token
        self.path = WatchPath.page(token)
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}

/// A player as a watcher sees them: a name and a position, nothing more.
public struct WatchedPlayer: Codable, Sendable, Equatable {
    public var name: String
    public var position: PlayerPosition?

    public init(name: String, position: PlayerPosition?) {
        self.name = name
        self.position = position
    }
}

/// A match as anyone with its live link sees it: `GET /api/watch/<token>`.
public struct WatchedMatchResponse: Codable, Sendable, Equatable {
    public var teamA: [WatchedPlayer]
    public var teamB: [WatchedPlayer]
    /// "A:B": the score so far, or the final score once ended.
    public var score: String
    /// The clock as of the answer (a running one counts on from it); `nil` once ended.
    public var clock: ClockProgress?
    /// While the clock runs, the moment it reaches 00:00 (the server's time): the same for every
    /// watcher, whenever they read it.
    public var clockEndsAt: Date?
    /// The winner once the match ended; `nil` while it goes on.
    public var winnerTeam: GatherWinner?
    /// When the link ends by itself; `nil` while the match goes on.
    public var expiresAt: Date?
    /// Which match it is: when it was played (the game's time when it was played from a game, else
    /// when the gather started) and the game's place and time zone when it has them. Absent from
    /// servers before them.
    public var playedAt: Date?
    public var place: String?
    public var timeZone: String?

    public init(
        teamA: [WatchedPlayer], teamB: [WatchedPlayer], score: String, clock: ClockProgress?,
        clockEndsAt: Date? = nil, winnerTeam: GatherWinner?, expiresAt: Date?, playedAt: Date? = nil,
        place: String? = nil, timeZone: String? = nil
    ) {
        self.teamA = teamA
        self.teamB = teamB
        self.score = score
        self.clock = clock
        self.clockEndsAt = clockEndsAt
        self.winnerTeam = winnerTeam
        self.expiresAt = expiresAt
        self.playedAt = playedAt
        self.place = place
        self.timeZone = timeZone
    }

    /// Whether the match has ended.
    public var hasEnded: Bool { winnerTeam != nil }
}

/// The rules of live links, shared by the server and the clients.
public enum WatchLinkRules {
    /// How long a link goes on after its match ended.
    public static let lifetimeAfterEnd: TimeInterval = 24 * 60 * 60
    /// The length of a token: 32 bytes in base64url without padding.
    public static let tokenLength = 43

    /// Whether `token` could be a link's token (43 base64url characters); anything else is no
    /// link, answered without a database read.
    public static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == tokenLength
            && token.utf8.allSatisfy { byte in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "_")
            }
    }
}

/// The addresses of live links.
public enum WatchPath {
    /// The web page of a link: `/watch/<token>`.
    public static func page(_ token: String) -> String { "/watch/\(token)" }
    /// The match at a link: `/api/watch/<token>`.
    public static func match(_ token: String) -> String { APIRoute.watchMatch.path(token) }
    /// The match's changes at a link, as Server-Sent Events: `/api/watch/<token>/changes`.
    public static func changes(_ token: String) -> String { APIRoute.watchChanges.path(token) }
}

extension APIPath {
    /// `/api/gathers/<id>/watch-link`: the gather's live link (create, read, stop).
    public static func watchLink(ofGather id: UUID) -> String { APIRoute.showWatchLink.path(id) }
}
