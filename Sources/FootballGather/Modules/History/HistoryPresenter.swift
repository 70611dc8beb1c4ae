import Foundation
import VIPERKit

/// Lists past gathers: date, score, winner and the players of each team; a row opens its gather.
@MainActor
final class HistoryPresenter: HistoryPresenting {
    static let title = "History"
    static let emptyMessage = "There aren't any gathers yet."
    static let loadFailureAction = "Unable to load past gathers."

    private weak var view: (any HistoryView)?
    private let interactor: any HistoryInteracting
    private let router: any HistoryRouting
    private let formatDate: @MainActor (Date) -> String
    private var gathers: [Gather] = []
    private var hasLoaded = false
    /// Follows the gathers changing elsewhere while the screen lives.
    private var follower: TopicFollower?
    private let requests: RequestRunner

    private(set) var state: HistoryViewState {
        didSet { view?.render(state) }
    }

    /// - Parameter formatDate: how a gather's date is written; by default date and time in the user's locale.
    init(
        view: any HistoryView, interactor: any HistoryInteracting, router: any HistoryRouting,
        formatDate: @escaping @MainActor (Date) -> String = GatherSummary.formatDate
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.formatDate = formatDate
        requests = RequestRunner(view: view, router: router)
        state = HistoryViewState(title: Self.title, rows: [], emptyMessage: nil, isLoading: false)
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    func viewDidLoad() async {
        if follower == nil { follower = interactor.followGathers { [weak self] in await self?.reloadQuietly() } }
        await load()
    }

    /// Shows the gathers as they are now after they changed elsewhere, without a loading state; a
    /// request of the screen's own under way, or a failure, leaves them as they are.
    func reloadQuietly() async {
        guard hasLoaded, !requests.isLoading, let latest = try? await interactor.gathers(), !requests.isLoading
        else { return }
        gathers = latest
        update()
    }

    func perform(_ action: HistoryAction) async {
        switch action {
        case .refresh: await didTapRefresh()
        case .open(let id): didOpen(id: id)
        }
    }

    func didTapRefresh() async {
        await load()
    }

    /// Opens the gather with `id`; one not listed is ignored.
    func didOpen(id: UUID) {
        guard !requests.isLoading, let gather = gathers.first(where: { $0.id == id }) else { return }
        router.showGatherDetail(gather, delegate: self)
    }

    private func load() async {
        await requests.run(failure: Self.loadFailureAction) {
            gathers = try await interactor.gathers()
            hasLoaded = true
        }
    }

    private func update() {
        let rows = gathers.map { HistoryRow($0, formatDate: formatDate) }
        state = HistoryViewState(
            title: Self.title, rows: rows,
            emptyMessage: hasLoaded && rows.isEmpty && !requests.isLoading ? Self.emptyMessage : nil,
            isLoading: requests.isLoading
        )
    }
}

extension HistoryPresenter: GatherDetailDelegate {
    /// The gather left on its details screen: its row goes.
    func gatherDetailDidDelete(id: UUID) {
        gathers.removeAll { $0.id == id }
        update()
    }
}
