import FootballGather
import VIPERKit
import VIPERKitWeb

/// Past gathers, newest first: date, score, winner (or draw) and both teams.
@MainActor
final class HistoryWebView: WebView, HistoryView {
    var presenter: (any HistoryPresenting)?
    private(set) var state = HistoryViewState(title: "History", rows: [], emptyMessage: nil, isLoading: false)

    override var title: String { state.title }
    override var screenName: String { "history" }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: HistoryViewState) {
        self.state = state
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override func handleContentEvent(_ event: WebEvent) -> Bool {
        guard case .action("refresh", _) = event else { return false }
        tasks.run { [presenter] in await presenter?.didTapRefresh() }
        return true
    }

    override func renderContent() -> HTML {
        .joined([
            .actions { HTML.button("Refresh", action: "refresh") },
            list,
        ])
    }

    private var list: HTML {
        guard !state.rows.isEmpty else {
            return state.emptyMessage.map { HTML.paragraph($0, class: "empty") } ?? .empty
        }
        return .element("ol", [("class", "gathers")], state.rows.map(gather))
    }

    private func gather(_ row: HistoryRow) -> HTML {
        .element("li", [("class", "gather"), ("data-key", row.id.uuidString)]) {
            HTML.element("h2", [], [.text(row.date)])
            HTML.element("p", [("class", "result")]) {
                if row.score == "-" {
                    HTML.element("span", [("class", "result-score")], [.text("Not ended")])
                } else {
                    HTML.element("span", [("class", "result-score")], [.text("Score \(row.score)")])
                    HTML.element("span", [("class", "result-winner")], [.text(Self.outcome(row.winner))])
                }
            }
            team("Team A", players: row.teamA)
            team("Team B", players: row.teamB)
        }
    }

    /// "Winner: Team A", or "Draw".
    private static func outcome(_ winner: String) -> String {
        winner == "Draw" ? "Draw" : "Winner: \(winner)"
    }

    private func team(_ name: String, players: [String]) -> HTML {
        .element("p", [("class", "history-team")]) {
            HTML.element("span", [("class", "team-name")], [.text(name + ": ")])
            HTML.text(players.isEmpty ? "-" : players.joined(separator: ", "))
        }
    }
}
