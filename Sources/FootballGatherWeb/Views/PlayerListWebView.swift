import FootballGather
import Foundation
import VIPERKit
import VIPERKitWeb

/// The player list: browse, open, add, delete, select players for a gather, history, log out.
///
/// In list mode a row opens the player (`open`) and has its own Delete (`delete`); in selection
/// mode a row ticks or unticks the player (`tick`). Rows carry the player's id as `data-value`.
@MainActor
final class PlayerListWebView: WebView, PlayerListView {
    var presenter: (any PlayerListPresenting)?
    private(set) var state = PlayerListViewState()

    override var title: String { state.title }
    override var screenName: String { "player-list" }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: PlayerListViewState) {
        self.state = state
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override func handleContentEvent(_ event: WebEvent) -> Bool {
        switch (state.mode, event) {
        case (.list, .action("open", let value)), (.selection, .action("tick", let value)):
            guard let id = playerID(value) else { return false }
            presenter?.didSelectPlayer(id: id)
        case (.list, .action("delete", let value)):
            guard let id = playerID(value) else { return false }
            tasks.run { [presenter] in await presenter?.didTapDelete(id: id) }
        case (.list, .action("add", _)):
            presenter?.didTapAdd()
        case (.list, .action("refresh", _)) where !state.rows.isEmpty:
            tasks.run { [presenter] in await presenter?.didTapRefresh() }
        case (.list, .action("retry", _)) where state.emptyMessage != nil:
            tasks.run { [presenter] in await presenter?.didTapRetry() }
        case (.list, .action("history", _)):
            presenter?.didTapHistory()
        case (.list, .action("logout", _)):
            tasks.run { [presenter] in await presenter?.didTapLogout() }
        case (.list, .action("select", _)) where state.isSelectEnabled, (.selection, .action("select", _)),
            (.selection, .key(.escape, _)):
            presenter?.didTapSelect()
        case (.selection, .action("confirm", _)) where state.isConfirmEnabled:
            presenter?.didTapConfirm()
        default:
            return false
        }
        return true
    }

    /// The id of a row that is on screen, from a `data-value`.
    private func playerID(_ value: String?) -> UUID? {
        guard let id = value.flatMap(UUID.init(uuidString:)), state.rows.contains(where: { $0.id == id }) else {
            return nil
        }
        return id
    }

    override func renderContent() -> HTML {
        .joined([toolbar, list])
    }

    private var toolbar: HTML {
        switch state.mode {
        case .list:
            HTML.actions {
                HTML.button("Add", action: "add", style: .primary, label: "Add player")
                HTML.button(state.selectTitle, action: "select", isEnabled: state.isSelectEnabled)
                if !state.rows.isEmpty {
                    HTML.button("Refresh", action: "refresh")
                }
                HTML.button("History", action: "history")
                HTML.button("Log out", action: "logout")
            }
        case .selection:
            HTML.actions {
                HTML.button("Confirm players", action: "confirm", style: .primary, isEnabled: state.isConfirmEnabled)
                HTML.button(state.selectTitle, action: "select")
            }
        }
    }

    private var list: HTML {
        guard !state.rows.isEmpty else {
            guard let message = state.emptyMessage else { return .empty }
            return .element("div", [("class", "empty-state")]) {
                HTML.paragraph(message, class: "empty")
                HTML.actions { HTML.button("Retry", action: "retry", style: .primary) }
            }
        }
        return .element("ul", [("class", "rows player-rows")], state.rows.map(row))
    }

    private func row(_ row: PlayerListRow) -> HTML {
        let isSelecting = state.mode == .selection
        let ticked = isSelecting && row.isTicked
        return .element("li", [("class", ticked ? "row ticked" : "row"), ("data-key", row.id.uuidString)]) {
            HTML.element(
                "button",
                [
                    ("type", "button"),
                    ("class", isSelecting ? "button plain row-main selectable" : "button plain row-main"),
                    ("data-action", isSelecting ? "tick" : "open"), ("data-value", row.id.uuidString),
                    ("aria-pressed", isSelecting ? String(row.isTicked) : nil),
                ]
            ) {
                if isSelecting {
                    HTML.element(
                        "span", [("class", "tick"), ("aria-hidden", "true")], [.text(row.isTicked ? "✓" : "")])
                }
                HTML.element("span", [("class", "row-title")], [.text(row.name)])
                HTML.element("span", [("class", "row-detail")], [.text(row.position)])
                HTML.element("span", [("class", "row-detail")], [.text(row.skill)])
            }
            if !isSelecting {
                HTML.button(
                    "Delete", action: "delete", value: row.id.uuidString, style: .danger, label: "Delete \(row.name)")
            }
        }
    }
}
