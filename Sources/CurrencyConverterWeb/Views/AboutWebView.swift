import CurrencyConverter
import VIPERKit
import VIPERKitWeb

/// Where the rates come from, with the source's address; its Open button is a link the browser
/// opens in a new tab, so the page never asks the server to open it.
@MainActor
final class AboutWebView: ModuleWebView<AboutViewState, any AboutPresenting>, AboutView {
    override var screenName: String { "about" }

    override func renderContent() -> HTML {
        .element("div", [("class", "about")]) {
            HTML.element("h2", [], [.text(state.heading)])
            HTML.paragraph(state.summary, class: "lead")
            HTML.element("p", [("class", "source")]) {
                HTML.element("span", [("class", "field-label")], [.text(state.sourceLabel)])
                HTML.element("span", [("class", "source-url")], [.text(state.sourceURL)])
            }
            HTML.element("div", [("class", "actions")]) {
                if let open = state.openSource {
                    HTML.externalLink(open.title, to: state.sourceURL, class: "button primary")
                }
                if let close = state.close { HTML.button(close) }
            }
        }
    }
}
