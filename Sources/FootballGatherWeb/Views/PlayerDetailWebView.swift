import FootballGather
import VIPERKit
import VIPERKitWeb

/// A player's details in sections; tapping a row (`edit`, the field as value) opens its editor.
@MainActor
final class PlayerDetailWebView: ModuleWebView<PlayerDetailViewState, any PlayerDetailPresenting>, PlayerDetailView {
    override var screenName: String { "player-detail" }

    override func renderContent() -> HTML {
        .joined(
            state.sections.map { section in
                .element("section", [("class", "detail-section")]) {
                    HTML.element("h2", [], [.text(section.title)])
                    HTML.element("ul", [("class", "rows")], section.rows.map(row))
                }
            })
    }

    private func row(_ row: PlayerDetailRow) -> HTML {
        .element("li", [("class", "row")]) {
            HTML.element(
                "button",
                [
                    ("type", "button"), ("class", "button plain row-main detail-row"),
                    ("data-action", row.edit.id.name), ("data-value", row.edit.id.argument),
                ]
            ) {
                HTML.element("span", [("class", "row-title")], [.text(row.title)])
                HTML.element("span", [("class", "row-value")], [.text(row.value)])
            }
        }
    }
}
