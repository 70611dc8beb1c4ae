import FootballGather
import VIPERKit
import VIPERKitWeb

/// One past gather: date, result, winner and both teams, with Share and Delete (Back is the title
/// bar's).
@MainActor
final class GatherDetailWebView: ModuleWebView<GatherDetailViewState, any GatherDetailPresenting>, GatherDetailView {
    override var screenName: String { "gather-detail" }

    override func renderContent() -> HTML {
        .joined([
            .element("section", [("class", "detail-section gather-detail")]) {
                HTML.element("h2", [], [.text(state.gather.date)])
                HTML.gatherResult(state.gather, element: "p")
                HTML.gatherTeams(state.gather, element: "p")
            },
            .element("div", [("class", "actions")]) {
                for action in state.actions where action.role != .cancel {
                    action.id == .share ? HTML.shareButton(action, text: state.shareText) : HTML.button(action)
                }
            },
            .liveLink(
                path: state.liveLinkPath, note: state.liveLinkNote, actions: state.liveLinkActions, send: .sendLiveLink),
        ])
    }
}
