import LiveNews
import VIPERKit
import VIPERKitWeb

/// One article: its picture, headline, byline, date and full description, and a link that opens
/// the whole story in a new tab (the browser opens it, not the server).
@MainActor
final class ArticleDetailWebView: ModuleWebView<ArticleDetailViewState, any ArticleDetailPresenting>,
    ArticleDetailView
{
    override var screenName: String { "article" }

    override func renderContent() -> HTML {
        .element("article", [("class", "article")]) {
            if let image = state.image { HTML.image(image.url, alt: image.alt, class: "picture") }
            HTML.element("h2", [("class", "headline")], [.text(state.headline)])
            HTML.paragraph(state.byline, class: "byline")
            if !state.date.isEmpty { HTML.paragraph(state.date, class: "hint") }
            HTML.paragraph(state.description, class: "description")
            if let notice = state.notice { HTML.paragraph(notice, class: "notice") }
            HTML.element("div", [("class", "actions")]) {
                if let open = state.openArticle {
                    HTML.externalLink(open.title, to: state.url, class: "button primary")
                }
                if let back = state.back { HTML.button(back) }
            }
        }
    }
}
