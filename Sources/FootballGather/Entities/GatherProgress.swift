import FootballGatherAPI
import Foundation

/// How far an unfinished match has come: the score so far and the match clock.
public struct GatherProgress: Equatable, Sendable {
    public var score: GatherScore
    public var clock: ClockProgress

    public init(score: GatherScore, clock: ClockProgress) {
        self.score = score
        self.clock = clock
    }

    /// The match after `operation`, as the server applies it (see ``GatherOperation``).
    public func applying(_ operation: GatherOperation) -> GatherProgress {
        let next = GatherProgressRequest(score: score.description, clock: clock).applying(operation)
        return GatherProgress(score: GatherScore(next.score) ?? score, clock: next.clock)
    }
}

/// What the server answered to an operation on a match.
public struct AppliedOperation: Equatable, Sendable {
    /// The match after the operation, as it stands on the server.
    public var match: GatherProgress
    /// Whether the server had applied this operation (its id) before and did not again: a re-send.
    /// A screen that counted it once more meanwhile shows one change too many.
    public var wasReplayed: Bool

    public init(match: GatherProgress, wasReplayed: Bool = false) {
        self.match = match
        self.wasReplayed = wasReplayed
    }
}

/// A gather that was neither ended nor left, with how far it had come.
public struct UnfinishedGather: Equatable, Sendable {
    public var gather: Gather
    /// As of when it was read: a running clock has counted down meanwhile.
    public var progress: GatherProgress
    /// When anyone last did something to it (its latest operation), or its creation before any.
    public var touchedAt: Date

    /// - Parameter touchedAt: when it was last touched; its creation when `nil`.
    public init(gather: Gather, progress: GatherProgress, touchedAt: Date? = nil) {
        self.gather = gather
        self.progress = progress
        self.touchedAt = touchedAt ?? gather.createdAt
    }
}

/// Where a gather's match stands on the server.
public enum MatchState: Equatable, Sendable {
    /// Still being played, as it stands now.
    case inProgress(GatherProgress)
    /// Ended, with its result recorded: the final score (`nil` when it could not be read).
    case ended(GatherScore?)
    /// Deleted (left without being ended).
    case gone
}

extension GatherScore {
    /// "Team A 2 : 1 Team B", held together by no-break spaces so a narrow screen never splits it.
    public var betweenTeams: String {
        "\(GatherTeam.teamA.rawValue) \(teamA)\u{A0}:\u{A0}\(teamB) \(GatherTeam.teamB.rawValue)"
    }
}
