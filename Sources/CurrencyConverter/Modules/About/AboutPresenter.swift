import VIPERKit

/// Shows where the rates come from and opens that address on request.
@MainActor
final class AboutPresenter: AboutPresenting {
    static let title = "About"

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
        state = AboutViewState(title: Self.title, summary: source.summary, sourceURL: source.url.absoluteString)
    }

    func viewDidLoad() async {
        view?.render(state)
    }

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

    func didTapClose() {
        router.close()
    }
}
