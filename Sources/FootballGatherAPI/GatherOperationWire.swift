import Foundation

/// One change to a match in progress, the body of `POST /api/gathers/:id/operations`. The server
/// applies operations one at a time, in the order they arrive, to the match as it stands then, so
/// two devices changing one match at the same moment never overwrite each other: two goals are
/// two goals, and a Start tapped on both starts the clock once.
public struct GatherOperation: Codable, Sendable, Equatable {
    /// What the operation does.
    public enum Kind: String, WireEnum {
        /// A goal for `team`, up to 99.
        case addGoal
        /// Takes back a goal of `team`, down to 0.
        case removeGoal
        /// Starts a stopped clock (from the time set, when the last countdown ran out) or resumes a
        /// paused one; a running clock runs on.
        case startClock
        /// Pauses a running clock, keeping the time left.
        case pauseClock
        /// Stops the clock and puts it back to the time set.
        case resetClock
        /// Sets the clock to `seconds` (1...3599): a running clock counts down on from there, a
        /// paused or stopped one stays so.
        case setClock
    }

    public var kind: Kind
    /// The team of a goal (`addGoal`, `removeGoal`); absent otherwise.
    public var team: GatherTeam?
    /// The time to set (`setClock`); absent otherwise.
    public var seconds: Int?
    /// The client's name for this operation (``WriteIDRules``): the server applies an operation
    /// with an id it already applied to the gather once only, so a re-send counts once.
    public var id: String?

    public init(_ kind: Kind, team: GatherTeam? = nil, seconds: Int? = nil, id: String? = nil) {
        self.kind = kind
        self.team = team
        self.seconds = seconds
        self.id = id
    }

    /// Why this operation cannot be applied, naming the field; `nil` when it can.
    public var problem: String? {
        if let id, !WriteIDRules.isValid(id) { return WriteIDRules.problem(field: "id", value: id) }
        switch kind {
        case .addGoal, .removeGoal:
            if team == nil { return "'team' must be \(GatherTeam.acceptedValues) for \"\(kind.rawValue)\"." }
            if seconds != nil { return "'seconds' goes with \"setClock\" only, not \"\(kind.rawValue)\"." }
        case .setClock:
            guard let seconds, (1...ClockProgress.maximumSeconds).contains(seconds) else {
                let given = seconds.map { "not \($0)" } ?? "it is missing"
                return
                    "'seconds' must be a whole number from 1 to \(ClockProgress.maximumSeconds) for \"setClock\"; \(given)."
            }
            if team != nil { return "'team' goes with \"addGoal\" and \"removeGoal\" only, not \"setClock\"." }
        case .startClock, .pauseClock, .resetClock:
            if team != nil || seconds != nil {
                return "\"\(kind.rawValue)\" takes neither 'team' nor 'seconds'."
            }
        }
        return nil
    }
}

extension GatherProgressRequest {
    /// The match before any operation: 0:0 and a stopped clock set to ten minutes.
    public static let kickOff = GatherProgressRequest(
        score: "0:0",
        clock: ClockProgress(
            status: .stopped, secondsLeft: ClockProgress.defaultSeconds, setSeconds: ClockProgress.defaultSeconds))

    /// This progress (as it stands now) after `operation`, which must have no ``GatherOperation/problem``.
    /// An operation that changes nothing (a Start while the clock runs, a goal taken back at 0)
    /// leaves it as it is.
    public func applying(_ operation: GatherOperation) -> GatherProgressRequest {
        var next = self
        var clock = self.clock
        switch operation.kind {
        case .addGoal, .removeGoal:
            guard let score = GatherScore(score), let team = operation.team else { return self }
            let change = operation.kind == .addGoal ? 1 : -1
            let goals = GatherScore.goals
            let adjusted = { (side: Int) in min(max(side + change, goals.lowerBound), goals.upperBound) }
            next.score =
                team == .teamA
                ? "\(adjusted(score.teamA)):\(score.teamB)" : "\(score.teamA):\(adjusted(score.teamB))"
        case .startClock:
            if clock.status == .stopped, clock.secondsLeft == 0 { clock.secondsLeft = clock.setSeconds }
            clock.status = .running
        case .pauseClock:
            if clock.status == .running { clock.status = .paused }
        case .resetClock:
            clock = ClockProgress(status: .stopped, secondsLeft: clock.setSeconds, setSeconds: clock.setSeconds)
        case .setClock:
            guard let seconds = operation.seconds else { return self }
            clock.setSeconds = seconds
            clock.secondsLeft = seconds
        }
        next.clock = clock
        return next
    }
}
