import FootballGather
import VIPERKit
import VIPERKitWeb

/// A player's details in sections, then their form; tapping a row (`edit`, the field as value) opens
/// its editor.
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
            } + [form])
    }

    /// The player's record, a line each, updated in place when it arrives.
    private var form: HTML {
        .element("section", [("class", "detail-section player-form"), ("aria-live", "polite")]) {
            HTML.element("h2", [], [.text(state.form.title)])
            for line in state.form.lines {
                HTML.paragraph(line, class: "form-line")
            }
        }
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
