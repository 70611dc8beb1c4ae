import FootballGatherAPI
import VIPERKit

/// The question Player List asks about a gather left unfinished.
@MainActor
enum ResumeQuestion {
    static let title = "Resume Gather"

    /// "A gather was not ended: Team A 2 : 1 Team B, the clock running with 04:12 left. Resume it?"
    /// (the score held together by no-break spaces, so a narrow screen never splits it).
    static func confirmation(for progress: GatherProgress) -> Confirmation {
        let score =
            "\(GatherTeam.teamA.rawValue) \(progress.score.teamA)\u{A0}:\u{A0}\(progress.score.teamB) \(GatherTeam.teamB.rawValue)"
        return Confirmation(
            title: title, message: "A gather was not ended: \(score), \(clockPhrase(progress.clock)). Resume it?",
            confirmTitle: "Resume", cancelTitle: "Not now")
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
