import Foundation
import VIPERKit

/// Lists past gathers: date, score, winner and the players of each team.
@MainActor
final class HistoryPresenter: HistoryPresenting {
    static let title = "History"
    static let emptyMessage = "There aren't any gathers yet."
    static let loadFailed = "Unable to load past gathers. Please try again."

    private weak var view: (any HistoryView)?
    private let interactor: any HistoryInteracting
    private let router: any HistoryRouting
    private let formatDate: @MainActor (Date) -> String
    private var rows: [HistoryRow] = []
    private var hasLoaded = false
    private var isLoading = false

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
        state = HistoryViewState(title: Self.title, rows: [], emptyMessage: nil, isLoading: false)
    }

    func viewDidLoad() async {
        await load()
    }

    func didTapRefresh() async {
        await load()
    }

    private func load() async {
        guard !isLoading else { return }
        isLoading = true
        update()
        do {
            let gathers = try await interactor.gathers()
            rows = gathers.map(row(for:))
            hasLoaded = true
            isLoading = false
            update()
        } catch ServiceError.sessionExpired {
            isLoading = false
            update()
            router.showLogin(notice: ServiceError.sessionExpired.message)
        } catch {
            isLoading = false
            update()
            view?.show(.error((error as? ServiceError)?.message ?? Self.loadFailed))
        }
    }

    private func update() {
        state = HistoryViewState(
            title: Self.title, rows: rows,
            emptyMessage: hasLoaded && rows.isEmpty && !isLoading ? Self.emptyMessage : nil,
            isLoading: isLoading
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
