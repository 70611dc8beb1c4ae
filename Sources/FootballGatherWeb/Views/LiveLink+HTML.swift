import FootballGather
import VIPERKit
import VIPERKitWeb

extension HTML {
    /// An organiser's live link controls: Share live link, or what the link going on means, a link
    /// to its page, Send live link (the share sheet, with the page's own address) and Stop sharing.
    static func liveLink<ID: ActionIdentifier>(
        path: String?, note: String?, actions: [ScreenAction<ID>], send: ID
    ) -> HTML {
        guard !actions.isEmpty else { return .empty }
        return .element("section", [("class", "live-link"), ("aria-label", "Live link")]) {
            if let path, let note {
                HTML.element("p", [("class", "live-link-note")]) {
                    HTML.text(note + " ")
                    HTML.element("a", [("href", path), ("target", "_blank"), ("rel", "noopener")], [.text("Open it")])
                }
            }
            HTML.element(
                "div", [("class", "actions")],
                actions.map { action in
                    guard action.id == send, let path else { return HTML.button(action) }
                    return HTML.shareButton(action, path: path)
                })
        }
    }
}
