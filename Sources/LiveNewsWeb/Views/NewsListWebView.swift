import LiveNews
import VIPERKit
import VIPERKitWeb

/// The headlines: each row (`read`, its index as value) shows the article's thumbnail, title,
/// the first line of its description, its source and age. Refresh sits above them; a failed
/// fetch leaves its reason and Retry in their place.
@MainActor
final class NewsListWebView: ModuleWebView<NewsListViewState, any NewsListPresenting>, NewsListView {
    override var screenName: String { "news-list" }

    override func renderContent() -> HTML {
        .joined([
            state.refresh.map { HTML.actions([$0]) } ?? .empty,
            state.notice.map { HTML.paragraph($0, class: "notice") } ?? .empty,
            state.warning.map { HTML.element("p", [("class", "notice problem"), ("role", "status")], [.text($0)]) }
                ?? .empty,
            failure,
            list,
        ])
    }

    /// The reason the last fetch failed, and Retry.
    private var failure: HTML {
        guard let failure = state.failure else { return .empty }
        return .element("div", [("class", "empty-state failure"), ("role", "alert")]) {
            HTML.paragraph(failure, class: "problem")
            if let retry = state.retry { HTML.actions([retry]) }
        }
    }

    private var list: HTML {
        guard !state.rows.isEmpty else {
            return state.emptyMessage.map { HTML.paragraph($0, class: "empty") } ?? .empty
        }
        return .element("ul", [("class", "rows headlines")], state.rows.map(row))
    }

    private func row(_ row: NewsListRow) -> HTML {
        .element("li", [("class", "row")]) {
            HTML.element(
                "button",
                [
                    ("type", "button"), ("class", "button plain row-main headline-row"),
                    ("data-action", row.read.id.name), ("data-value", row.read.id.argument),
                    ("aria-label", row.read.label),
                ]
            ) {
                if let image = row.image { HTML.image(image.url, alt: image.alt, class: "thumbnail") }
                HTML.element("span", [("class", "row-title")], [.text(row.title)])
                if !row.summary.isEmpty {
                    HTML.element("span", [("class", "row-summary")], [.text(row.summary)])
                }
                HTML.element("span", [("class", "row-detail")], [.text(row.detail)])
            }
        }
    }
}
