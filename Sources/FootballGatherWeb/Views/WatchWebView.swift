import FootballGather
import Foundation
import VIPERKit
import VIPERKitWeb

/// A match seen through its live link: the score, where the match stands, the clock (which the
/// page counts down by itself while it runs) and both teams; or why the link shows nothing.
@MainActor
final class WatchWebView: ModuleWebView<WatchViewState, any WatchPresenting>, WatchView {
    /// Every watcher of a match that shows the same state gets one render, whatever their number.
    static let renders = SharedRenders<WatchViewState>()

    override var screenName: String { "watch" }

    /// A tick of a running clock changes only its text, which the page counts by itself: nothing to draw.
    override func drawsDifferently(_ state: WatchViewState, than previous: WatchViewState) -> Bool {
        guard state.clockEndsAt != nil, state.clockEndsAt == previous.clockEndsAt else { return state != previous }
        var ticked = previous
        ticked.clock = state.clock
        return state != ticked
    }

    override func renderContent() -> HTML {
        Self.renders.html(for: state) { Self.content(of: state) }
    }

    private static func content(of state: WatchViewState) -> HTML {
        let notice: HTML =
            state.notice.map { notice in
                .element("section", [("class", "detail-section watch-notice")]) {
                    HTML.element("p", [("class", "notice"), ("role", "alert")], [.text(notice)])
                }
            } ?? .empty
        guard let scoreA = state.scoreA, let scoreB = state.scoreB else {
            return .joined([notice, .actions(state.actions)])
        }
        return .joined([
            notice,
            state.match.isEmpty ? .empty : HTML.paragraph(state.match, class: "watch-match"),
            .element("section", [("class", "scoreboard"), ("aria-label", "Score")]) {
                score(state.teamAName, value: scoreA, id: "score-a")
                HTML.element("span", [("class", "score-separator"), ("aria-hidden", "true")], [.text(":")])
                score(state.teamBName, value: scoreB, id: "score-b")
            },
            .element("section", [("class", "match-clock"), ("aria-label", "Match clock")]) {
                HTML.element("p", [("class", "watch-status"), ("role", "status")], [.text(state.status)])
                if !state.clock.isEmpty {
                    HTML.element(
                        "div",
                        [
                            ("id", "clock"), ("class", "clock"), ("role", "timer"),
                            HTML.countdown(until: state.clockEndsAt),
                        ],
                        [.text(state.clock)])
                }
            },
            .element("div", [("class", "teams")]) {
                HTML.team(state.teamAName, rows: state.teamA)
                HTML.team(state.teamBName, rows: state.teamB)
            },
            .actions(state.actions),
        ])
    }

    private static func score(_ name: String, value: Int, id: String) -> HTML {
        .element("div", [("class", "score-team")]) {
            HTML.element("span", [("class", "team-name")], [.text(name)])
            HTML.element("span", [("id", id), ("class", "score"), ("aria-live", "polite")], [.text(String(value))])
        }
    }
}
