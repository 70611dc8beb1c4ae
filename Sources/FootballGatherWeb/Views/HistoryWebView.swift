import FootballGather
import VIPERKit
import VIPERKitWeb

/// Past gathers, newest first: date, score, winner (or draw) and both teams.
@MainActor
final class HistoryWebView: ModuleWebView<HistoryViewState, any HistoryPresenting>, HistoryView {
    override var screenName: String { "history" }

    override func renderContent() -> HTML {
        .joined([HTML.actions([state.refresh]), list])
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
                HTML.element("span", [("class", "result-score")], [.text(row.result)])
                if let outcome = row.outcome {
                    HTML.element("span", [("class", "result-winner")], [.text(outcome)])
                }
            }
            for team in row.teams {
                HTML.element("p", [("class", "history-team")]) {
                    HTML.element("span", [("class", "team-name")], [.text(team.name + ": ")])
                    HTML.text(team.players)
                }
            }
        }
    }
}
