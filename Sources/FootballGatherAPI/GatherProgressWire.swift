import Foundation

/// Where a match clock stands.
public enum ClockStatus: String, WireEnum {
    case stopped
    case running
    case paused
}

/// A match clock as recorded for an unfinished gather.
public struct ClockProgress: Codable, Sendable, Equatable {
    /// The longest time a clock can be set to: 59:59.
    public static let maximumSeconds = 59 * 60 + 59
    /// The time a match clock is set to before the user sets another: ten minutes.
    public static let defaultSeconds = 600

    public var status: ClockStatus
    /// The seconds left, 0...3599, as of when the progress was recorded (when read back: as of now).
    public var secondsLeft: Int
    /// The time the clock was last set to, 1...3599; Reset goes back to it.
    public var setSeconds: Int

    public init(status: ClockStatus, secondsLeft: Int, setSeconds: Int) {
        self.status = status
        self.secondsLeft = secondsLeft
        self.setSeconds = setSeconds
    }

    /// Why this clock cannot be recorded; `nil` when it can.
    public var problem: String? {
        if !(0...Self.maximumSeconds).contains(secondsLeft) {
            return "'clock.secondsLeft' must be a whole number from 0 to \(Self.maximumSeconds), not \(secondsLeft)."
        }
        if !(1...Self.maximumSeconds).contains(setSeconds) {
            return "'clock.setSeconds' must be a whole number from 1 to \(Self.maximumSeconds), not \(setSeconds)."
        }
        return nil
    }

    /// This clock `elapsed` seconds later: a running one has counted down, and one that reached
    /// 00:00 has stopped there (as one recorded running at 00:00 has); a stopped or paused one is
    /// unchanged.
    public func advanced(bySeconds elapsed: Double) -> ClockProgress {
        guard status == .running else { return self }
        let left = secondsLeft - Int(max(0, elapsed).rounded(.down))
        guard left > 0 else { return ClockProgress(status: .stopped, secondsLeft: 0, setSeconds: setSeconds) }
        return ClockProgress(status: .running, secondsLeft: left, setSeconds: setSeconds)
    }
}

/// How far an unfinished gather has come: the score so far and the clock. The body of
/// `PUT /api/gathers/:id/progress`.
public struct GatherProgressRequest: Codable, Sendable, Equatable {
    /// "A:B", each side 0...99.
    public var score: String
    public var clock: ClockProgress

    public init(score: String, clock: ClockProgress) {
        self.score = score
        self.clock = clock
    }

    /// Why this progress cannot be recorded, naming the field; `nil` when it can.
    public var problem: String? {
        if GatherScore(score) == nil {
            return "'score' must be \"A:B\" with each side a whole number from 0 to 99, not \"\(score)\"."
        }
        return clock.problem
    }
}

/// `GET /api/gathers/unfinished`: the caller's gather touched most recently that was neither ended
/// nor discarded, with its progress (the kick-off before any was recorded); a running clock's time
/// left is as of the answer.
public struct UnfinishedGatherResponse: Codable, Sendable, Equatable {
    public var gather: GatherResponse
    public var progress: GatherProgressRequest
    /// When the gather was last touched: its progress recorded last, else its creation.
    public var recordedAt: Date

    public init(gather: GatherResponse, progress: GatherProgressRequest, recordedAt: Date) {
        self.gather = gather
        self.progress = progress
        self.recordedAt = recordedAt
    }
}
