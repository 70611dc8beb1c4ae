import FootballGatherAPI
import Foundation
import VIPERKit

/// The question Player List asks about a match nobody touched for a long while.
@MainActor
enum ResumeQuestion {
    static let title = "Resume match"

    /// "A match was left unfinished 2 hours ago: Team A 2 : 1 Team B, the clock paused at 04:12.
    /// Resume it?"
    static func confirmation(for match: UnfinishedGather, now: Date) -> Confirmation {
        let progress = match.progress
        return Confirmation(
            title: title,
            message:
                "A match was left unfinished \(ago(now.timeIntervalSince(match.touchedAt))): \(progress.score.betweenTeams), \(clockPhrase(progress.clock)). Resume it?",
            confirmTitle: "Resume", cancelTitle: "Not now")
    }

    /// How long ago, in words: "35 minutes ago", "an hour ago", "2 hours ago", "a day ago", "3 days ago".
    static func ago(_ seconds: TimeInterval) -> String {
        let minutes = max(0, Int(seconds / 60))
        if minutes < 60 { return minutes == 1 ? "a minute ago" : "\(minutes) minutes ago" }
        let hours = minutes / 60
        if hours < 24 { return hours == 1 ? "an hour ago" : "\(hours) hours ago" }
        let days = hours / 24
        return days == 1 ? "a day ago" : "\(days) days ago"
    }

    /// Where the clock stands, in words.
    static func clockPhrase(_ clock: ClockProgress) -> String {
        let left = MatchClock.text(seconds: clock.secondsLeft)
        switch clock.status {
        case .running: return "the clock running with \(left) left"
        case .paused: return "the clock paused at \(left)"
        case .stopped: return clock.secondsLeft == 0 ? "time up" : "the clock stopped at \(left)"
        }
    }
}
