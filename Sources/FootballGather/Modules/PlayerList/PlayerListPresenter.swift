import Foundation
import VIPERKit

/// Shows the roster, switches between list and selection mode and reacts to the screens it opens.
@MainActor
final class PlayerListPresenter: PlayerListPresenting {
    static let emptyMessage = "There aren't any players for your user."
    static let deleteConfirmation = Confirmation(
        title: "Delete player", message: "Are you sure you want to delete the selected player?",
        confirmTitle: "Delete", cancelTitle: "Cancel")

    private weak var view: (any PlayerListView)?
    private let interactor: any PlayerListInteracting
    private let router: any PlayerListRouting

    private var players: [Player] = []
    private var mode = PlayerListViewState.Mode.list
    private var ticked: Set<UUID> = []
    private var hasLoaded = false
    private var isLoading = false
    /// Why the players could not be loaded yet, shown with Retry in place of the list.
    private var firstLoadFailure: String?

    private(set) var state = PlayerListViewState() {
        didSet { if state != oldValue { view?.render(state) } }
    }
    /// The reload started when a gather ended, so a caller can await it.
    private(set) var reloadTask: Task<Void, Never>?

    init(view: any PlayerListView, interactor: any PlayerListInteracting, router: any PlayerListRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() async {
        view?.render(state)
        await load()
    }

    func didSelectPlayer(id: UUID) {
        guard !isLoading, let player = players.first(where: { $0.id == id }) else { return }
        switch mode {
        case .list:
            router.showDetail(of: player, delegate: self)
        case .selection:
            if ticked.remove(id) == nil { ticked.insert(id) }
            updateState()
        }
    }

    func didTapAdd() {
        guard mode == .list, !isLoading else { return }
        router.showAdd(delegate: self)
    }

    func didTapDelete(id: UUID) async {
        guard mode == .list, !isLoading, players.contains(where: { $0.id == id }) else { return }
        guard await view?.ask(Self.deleteConfirmation) == true else { return }
        await whileLoading {
            do {
                try await interactor.deletePlayer(id: id)
            } catch ServiceError.notFound {
                // Already deleted elsewhere: the row goes, as the user asked.
            }
            players.removeAll { $0.id == id }
        }
    }

    func didTapRefresh() async {
        guard mode == .list else { return }
        await load()
    }

    func didTapRetry() async {
        await load()
    }

    func didTapLogout() async {
        guard mode == .list else { return }
        var didLogOut = false
        await whileLoading {
            try await interactor.logout()
            didLogOut = true
        }
        if didLogOut { router.showLogin(notice: nil) }
    }

    func didTapSelect() {
        guard !isLoading else { return }
        switch mode {
        case .list:
            guard !players.isEmpty else { return }
            mode = .selection
        case .selection:
            mode = .list
        }
        ticked = []
        updateState()
    }

    func didTapConfirm() {
        guard mode == .selection, ticked.count >= 2 else { return }
        router.showConfirmPlayers(players.filter { ticked.contains($0.id) }, delegate: self)
    }

    func didTapHistory() {
        guard mode == .list, !isLoading else { return }
        router.showHistory()
    }

    /// Loads the players. Until a first load succeeds, a failure is shown in place of the list,
    /// with Retry; after that it is an alert over the list the user already has.
    private func load() async {
        await whileLoading(alertsFailures: hasLoaded) {
            players = try await interactor.loadPlayers()
            hasLoaded = true
            firstLoadFailure = nil
            ticked.formIntersection(players.map(\.id))
        }
    }

    /// Runs `work` with the loading indicator shown; a failure hides it, then shows the error as
    /// an alert (or in place of the list when `alertsFailures` is off), or returns to Login when
    /// the session expired.
    private func whileLoading(alertsFailures: Bool = true, _ work: () async throws -> Void) async {
        guard !isLoading else { return }
        isLoading = true
        updateState()
        do {
            try await work()
            isLoading = false
            updateState()
        } catch {
            isLoading = false
            let hasExpired = ServiceError.isSessionExpired(error)
            if !hasExpired, !alertsFailures { firstLoadFailure = ServiceError.message(for: error) }
            updateState()
            if hasExpired {
                router.showLogin(notice: ServiceError.sessionExpired.message)
            } else if alertsFailures {
                view?.show(.error(ServiceError.message(for: error)))
            }
        }
    }

    /// What the empty list shows: why the players could not be loaded, or that there are none.
    private var emptyMessage: String? {
        guard !isLoading else { return nil }
        if !hasLoaded { return firstLoadFailure }
        return players.isEmpty ? Self.emptyMessage : nil
    }

    private func updateState() {
        let newState = PlayerListViewState(
            title: mode == .selection ? "\(ticked.count) selected" : "Players",
            mode: mode,
            rows: players.map { Self.row(for: $0, isTicked: mode == .selection && ticked.contains($0.id)) },
            emptyMessage: emptyMessage,
            selectTitle: mode == .selection ? "Cancel" : "Select",
            isSelectEnabled: mode == .selection || !players.isEmpty,
            isConfirmEnabled: mode == .selection && ticked.count >= 2,
            isLoading: isLoading
        )
        state = newState
    }

    static func row(for player: Player, isTicked: Bool) -> PlayerListRow {
        PlayerListRow(
            id: player.id,
            name: player.name,
            position: "Position: \(player.preferredPosition?.title ?? "-")",
            skill: "Skill: \(player.skill?.title ?? "-")",
            isTicked: isTicked
        )
    }
}

extension PlayerListPresenter: PlayerAddDelegate {
    func playerAddDidCreate(_ player: Player) {
        players.append(player)
        hasLoaded = true
        updateState()
    }
}

extension PlayerListPresenter: PlayerDetailDelegate {
    func playerDetailDidUpdate(_ player: Player) {
        guard let index = players.firstIndex(where: { $0.id == player.id }) else { return }
        players[index] = player
        updateState()
    }
}

extension PlayerListPresenter: ConfirmPlayersDelegate {
    func confirmPlayersDidEndGather() {
        mode = .list
        ticked = []
        updateState()
        router.returnToList()
        reloadTask = Task { await self.load() }
    }
}
