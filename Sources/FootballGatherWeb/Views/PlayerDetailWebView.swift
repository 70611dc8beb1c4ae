import FootballGather
import VIPERKit
import VIPERKitWeb

/// A player's details in sections; tapping a row (`edit`, the field as value) opens its editor.
@MainActor
final class PlayerDetailWebView: WebView, PlayerDetailView {
    var presenter: (any PlayerDetailPresenting)?
    private(set) var state = PlayerDetailViewState(title: "", sections: [])

    override var title: String { state.title }
    override var screenName: String { "player-detail" }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: PlayerDetailViewState) {
        self.state = state
        setNeedsDisplay()
    }

    override func handleContentEvent(_ event: WebEvent) -> Bool {
        guard case .action("edit", let value) = event,
            let field = PlayerEditField.allCases.first(where: { Self.name(of: $0) == value })
        else { return false }
        presenter?.didSelect(field: field)
        return true
    }

    override func handleBack() -> Bool {
        presenter?.didTapBack()
        return true
    }

    /// The `data-value` of a field's row, e.g. "preferred-position".
    static func name(of field: PlayerEditField) -> String {
        switch field {
        case .name: "name"
        case .age: "age"
        case .preferredPosition: "preferred-position"
        case .skill: "skill"
        case .favouriteTeam: "favourite-team"
        }
    }

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
                    ("type", "button"), ("class", "button plain row-main detail-row"), ("data-action", "edit"),
                    ("data-value", Self.name(of: row.field)),
                ]
            ) {
                HTML.element("span", [("class", "row-title")], [.text(row.title)])
                HTML.element("span", [("class", "row-value")], [.text(row.value)])
            }
        }
    }
}
