import FootballGather
import VIPERKit
import VIPERKitWeb

/// Past gathers, newest first: date, score, winner (or draw) and both teams; a tap opens one.
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
        let open = state.open(row).id
        return .element("li", [("class", "gather"), ("data-key", row.id.uuidString)]) {
            HTML.element(
                "button",
                [
                    ("type", "button"), ("class", "button plain gather-open"), ("data-action", open.name),
                    ("data-value", open.argument),
                ]
            ) {
                HTML.element("span", [("class", "gather-date")], [.text(row.date)])
                HTML.gatherResult(row, element: "span")
                HTML.gatherTeams(row, element: "span")
            }
        }
    }
}
