import VIPERKit

/// Shows where the rates come from and opens that address on request.
@MainActor
final class AboutPresenter: AboutPresenting {
    static let title = "About"
    static let heading = "Currency Converter"
    static let sourceLabel = "Rates source"

    private weak var view: (any AboutView)?
    private let interactor: any AboutInteracting
    private let router: any AboutRouting

    private(set) var state: AboutViewState {
        didSet { view?.render(state) }
    }

    init(view: any AboutView, interactor: any AboutInteracting, router: any AboutRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
        let source = interactor.source()
        state = AboutViewState(
            title: Self.title, heading: Self.heading, summary: source.summary, sourceLabel: Self.sourceLabel,
            sourceURL: source.url.shownWithoutCredentials,
            openSource: ScreenAction(.openSource, "Open in browser", role: .primary),
            close: ScreenAction(.close, "Back", role: .cancel))
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func perform(_ action: AboutAction) async {
        switch action {
        case .openSource: await didTapOpenSource()
        case .close: didTapClose()
        }
    }

    /// Opens the rates source's address and says what happened.
    func didTapOpenSource() async {
        do {
            try await interactor.openSource()
            state.notice = "Opened \(state.sourceURL) in your browser."
        } catch let error as LinkOpeningError {
            state.notice = "\(error.message) Copy the address above into a browser."
        } catch {
            state.notice = "The address could not be opened. Copy it into a browser."
        }
    }

    /// Goes back to the screen that opened About.
    func didTapClose() {
        router.close()
    }
}
