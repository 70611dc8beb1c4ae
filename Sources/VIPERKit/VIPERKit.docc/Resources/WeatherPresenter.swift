import Foundation
import VIPERKit

/// Decides what each action of Weather does, and turns what the interactor returns
/// into the view state.
@MainActor
final class WeatherPresenter: WeatherPresenting {
    static let title = "Weather"
    static let loadFailed = "Unable to load Weather. Please try again."
    /// The longest filter kept; longer text is cut.
    static let filterLength = 100
    /// What the screen offers: Retry, then Close, which Escape runs too.
    static let actions: [ScreenAction<WeatherAction>] = [
        ScreenAction(.retry, "Retry"),
        ScreenAction(.close, "Close", role: .cancel),
    ]

    private weak var view: (any WeatherView)?
    private let interactor: any WeatherInteracting
    private let router: any WeatherRouting
    private let requests: RequestRunner
    private var items: [String] = []
    /// The filter as typed, at most ``filterLength`` characters.
    private var filter = ""
    private weak var delegate: (any WeatherDelegate)?

    private(set) var state: WeatherViewState {
        didSet { view?.render(state) }
    }

    init(
        view: any WeatherView,
        interactor: any WeatherInteracting,
        router: any WeatherRouting,
        delegate: (any WeatherDelegate)?
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        requests = RequestRunner(view: view, failures: .plain)
        state = WeatherViewState(title: Self.title, actions: Self.actions)
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    func viewDidLoad() async {
        await loadItems()
    }

    func perform(_ action: WeatherAction) async {
        switch action {
        case .retry: await loadItems()
        case .close: close()
        }
    }

    private func close() {
        delegate?.weatherDidClose()
        router.close()
    }

    private func loadItems() async {
        await requests.run(failure: Self.loadFailed) {
            items = try await interactor.loadItems()
        }
    }

    func fieldDidChange(_ field: WeatherField, to text: String) {
        switch field {
        case .filter: filter = String(text.prefix(Self.filterLength))
        }
        update()
    }

    /// The items that contain the filter, whatever their case, ignoring the spaces around it; all
    /// of them while it is empty.
    private var shownItems: [String] {
        let wanted = filter.trimmingCharacters(in: .whitespaces)
        return wanted.isEmpty ? items : items.filter { $0.localizedCaseInsensitiveContains(wanted) }
    }

    private func update() {
        state = WeatherViewState(
            title: Self.title, items: shownItems, filter: filter, actions: Self.actions,
            isLoading: requests.isLoading)
    }
}
