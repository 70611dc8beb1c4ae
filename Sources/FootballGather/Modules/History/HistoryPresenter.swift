import Foundation
import VIPERKit

/// Lists past gathers: date, score, winner and the players of each team.
@MainActor
final class HistoryPresenter: HistoryPresenting {
    static let title = "History"
    static let emptyMessage = "There aren't any gathers yet."
    static let loadFailureAction = "Unable to load past gathers."

    private weak var view: (any HistoryView)?
    private let interactor: any HistoryInteracting
    private let router: any HistoryRouting
    private let formatDate: @MainActor (Date) -> String
    private var rows: [HistoryRow] = []
    private var hasLoaded = false
    private let requests: RequestRunner

    private(set) var state: HistoryViewState {
        didSet { view?.render(state) }
    }

    /// - Parameter formatDate: how a gather's date is written; by default date and time in the user's locale.
    init(
        view: any HistoryView, interactor: any HistoryInteracting, router: any HistoryRouting,
        formatDate: @escaping @MainActor (Date) -> String = { $0.formatted(date: .abbreviated, time: .shortened) }
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
        await load()
    }

    func perform(_ action: HistoryAction) async {
        switch action {
        case .refresh: await didTapRefresh()
        }
    }

    func didTapRefresh() async {
        await load()
    }

    private func load() async {
        await requests.run(failure: Self.loadFailureAction) {
            rows = try await interactor.gathers().map(row(for:))
            hasLoaded = true
        }
    }

    private func update() {
        state = HistoryViewState(
            title: Self.title, rows: rows,
            emptyMessage: hasLoaded && rows.isEmpty && !requests.isLoading ? Self.emptyMessage : nil,
            isLoading: requests.isLoading
        )
    }

    private func row(for gather: Gather) -> HistoryRow {
        let winner: String =
            switch gather.winner {
            case .teamA: "Team A"
            case .teamB: "Team B"
            case .none?: "Draw"
            case nil: "-"
            }
        return HistoryRow(
            id: gather.id, date: formatDate(gather.createdAt), score: gather.score?.description ?? "-",
            winner: winner, teamA: gather.players.filter { $0.team == .teamA }.map(\.player.name),
            teamB: gather.players.filter { $0.team == .teamB }.map(\.player.name)
        )
    }
}
