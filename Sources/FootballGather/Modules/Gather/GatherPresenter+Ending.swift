import FootballGatherAPI
import VIPERKit

extension GatherPresenter {
    static let endedElsewhereTitle = "Match ended"
    static let discardedElsewhere = Alert(
        title: "Match discarded", message: "The match was left without a result on another device.")

    /// "The match ended on another device: Team A 2 : 1 Team B." (the score held together by
    /// no-break spaces); without the score when it could not be read.
    static func endedElsewhere(_ score: GatherScore?) -> Alert {
        guard let score else { return Alert(title: endedElsewhereTitle, message: "The match ended on another device.") }
        return Alert(title: endedElsewhereTitle, message: "The match ended on another device: \(score.betweenTeams).")
    }
}
