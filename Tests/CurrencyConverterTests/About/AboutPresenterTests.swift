import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import CurrencyConverter

@MainActor
@Suite("About presenter")
struct AboutPresenterTests {
    let view = RecordingAboutView()
    let router = RecordingAboutRouter()

    /// About over ``FakeRatesService``'s source, saying `notice`: Open in browser, and Back on Escape.
    static func shown(notice: String? = nil) -> AboutViewState {
        AboutViewState(
            title: "About", heading: "Currency Converter", summary: "Live rates from https://rates.example.",
            sourceLabel: "Rates source", sourceURL: "https://rates.example/api/v5", notice: notice,
            openSource: ScreenAction(.openSource, "Open in browser", role: .primary),
            close: ScreenAction(.close, "Back", role: .cancel))
    }

    func makePresenter(links: RecordingLinkOpener = RecordingLinkOpener()) -> AboutPresenter {
        AboutPresenter(
            view: view, interactor: AboutInteractor(rates: FakeRatesService(), links: links), router: router)
    }

    @Test("the screen says where the rates come from, with the source's address")
    func showsSource() async {
        await makePresenter().viewDidLoad()

        #expect(view.states == [Self.shown()])
    }

    @Test("opening the address says it was opened")
    func opens() async {
        let links = RecordingLinkOpener()
        let presenter = makePresenter(links: links)

        await presenter.perform(.openSource)

        #expect(view.states == [Self.shown(notice: "Opened https://rates.example/api/v5 in your browser.")])
        #expect(links.opened == [URL(string: "https://rates.example/api/v5")!])
    }

    @Test("when no browser can open it, the screen says why and to copy the address")
    func cannotOpen() async {
        let presenter = makePresenter(
            links: RecordingLinkOpener(failure: LinkOpeningError(message: "No browser opener (xdg-open) is installed."))
        )

        await presenter.perform(.openSource)

        #expect(
            presenter.state.notice
                == "No browser opener (xdg-open) is installed. Copy the address above into a browser.")

        struct Failure: Error {}
        let other = makePresenter(links: RecordingLinkOpener(failure: Failure()))
        await other.perform(.openSource)
        #expect(other.state.notice == "The address could not be opened. Copy it into a browser.")
    }

    @Test("closing leaves the screen through the router")
    func close() async {
        await makePresenter().perform(.close)

        #expect(router.routes == [.close])
    }
}
