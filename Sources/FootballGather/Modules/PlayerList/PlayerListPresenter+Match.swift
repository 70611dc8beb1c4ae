import Foundation
import VIPERKit

/// The match in progress: the line above the list, live on every device of the account; Open;
/// and the question about a match left for a long while.
extension PlayerListPresenter {
    /// A match nobody touched for this long (no operation since, nor since its creation) was left:
    /// the list asks whether to resume it instead of showing it as being played.
    static let leftAfter: TimeInterval = 30 * 60
    static let matchInProgressTitle = "Match in progress"
    static let matchLeftTitle = "Match left unfinished"

    /// Whether nobody touched `match` for ``leftAfter`` or longer.
    func wasLeft(_ match: UnfinishedGather) -> Bool {
        now().timeIntervalSince(match.touchedAt) >= Self.leftAfter
    }

    /// "Match in progress · Team A 0 : 0 Team B", and Open.
    func matchLine(for match: UnfinishedGather) -> PlayerListMatchLine {
        PlayerListMatchLine(
            title: wasLeft(match) ? Self.matchLeftTitle : Self.matchInProgressTitle,
            score: match.progress.score.betweenTeams,
            open: ScreenAction(.openMatch, "Open", label: "Open the match in progress"))
    }
}
