import Foundation
import VIPERKit

/// Shows the roster, switches between list and selection mode and reacts to the screens it opens.
@MainActor
final class PlayerListPresenter: PlayerListPresenting {
    static let emptyMessage = "You have no players yet. Add the people you play with, then pick teams from them."
    static let addFirstPlayer = "Add your first player"
    static let deleteFailureAction = "Unable to delete player."
    static let logoutFailureAction = "Unable to log out."
    static let deleteConfirmation = Confirmation(
        title: "Delete player",
        message:
            "Are you sure you want to delete the selected player? They will also be removed from the teams of past gathers.",
        confirmTitle: "Delete", cancelTitle: "Cancel")

    private weak var view: (any PlayerListView)?
    private let interactor: any PlayerListInteracting
    private let router: any PlayerListRouting
    private let requests: RequestRunner

    /// The roster in the server's order (see ``Player/inServerOrder(_:)``).
    private var players: [Player] = []
    private var mode = PlayerListViewState.Mode.list
    private var ticked: Set<UUID> = []
    private var hasLoaded = false
    /// Why the players could not be loaded yet, shown with Retry in place of the list.
    private var firstLoadFailure: String?

    private(set) var state = PlayerListViewState() {
        didSet { if state != oldValue { view?.render(state) } }
    }
    /// The reload started when a gather ended, so a caller can await it.
    private(set) var reloadTask: Task<Void, Never>?
    /// Follows the roster changing elsewhere while the screen lives.
    private var follower: TopicFollower?

    init(view: any PlayerListView, interactor: any PlayerListInteracting, router: any PlayerListRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
        requests = RequestRunner(view: view, router: router)
        requests.onLoadingChange = { [weak self] in self?.updateState() }
    }

    func viewDidLoad() async {
        view?.render(state)
        if follower == nil { follower = interactor.followRoster { [weak self] in await self?.reloadQuietly() } }
        await load()
        await offerToResumeGather()
    }

    /// Shows the roster as it is now after it changed elsewhere, without a loading state; a
    /// request of the screen's own under way, or a failure, leaves it as it is.
    func reloadQuietly() async {
        guard hasLoaded, !requests.isLoading, let latest = try? await interactor.loadPlayers(), !requests.isLoading
        else { return }
        players = latest
        ticked.formIntersection(players.map(\.id))
        updateState()
    }

    /// Once the roster is shown, offers the gather left unfinished (the app or the server stopped
    /// mid-match), if any; "Not now" leaves it for the next start.
    func offerToResumeGather() async {
        guard hasLoaded, let unfinished = try? await interactor.unfinishedGather(),
            await view?.ask(ResumeQuestion.confirmation(for: unfinished.progress)) == true
        else { return }
        // The clock may have run on while the question was open: read it again (when that fails,
        // resume as first read; when it was ended or left elsewhere meanwhile, there is nothing to resume).
        var latest: UnfinishedGather? = unfinished
        do {
            latest = try await interactor.unfinishedGather()
        } catch {}
        guard let latest, latest.gather.id == unfinished.gather.id else { return }
        router.showGather(resuming: latest, delegate: self)
    }

    func perform(_ action: PlayerListAction) async {
        switch action {
        case .add: didTapAdd()
        case .select: didTapSelect()
        case .refresh: await didTapRefresh()
        case .retry: await didTapRetry()
        case .history: didTapHistory()
        case .games: didTapGames()
        case .logout: await didTapLogout()
        case .confirm: didTapConfirm()
        case .open(let id), .tick(let id): didSelectPlayer(id: id)
        case .delete(let id): await didTapDelete(id: id)
        }
    }

    func didSelectPlayer(id: UUID) {
        guard !requests.isLoading, let player = players.first(where: { $0.id == id }) else { return }
        switch mode {
        case .list:
            router.showDetail(of: player, delegate: self)
        case .selection:
            if ticked.remove(id) == nil { ticked.insert(id) }
            updateState()
        }
    }

    func didTapAdd() {
        guard mode == .list, !requests.isLoading else { return }
        router.showAdd(delegate: self)
    }

    func didTapDelete(id: UUID) async {
        guard mode == .list, !requests.isLoading, players.contains(where: { $0.id == id }) else { return }
        guard await view?.ask(Self.deleteConfirmation) == true else { return }
        await requests.run(failure: Self.deleteFailureAction) {
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
        let didLogOut = await requests.run(failure: Self.logoutFailureAction) {
            try await interactor.logout()
        }
        if didLogOut { router.showLogin() }
    }

    func didTapSelect() {
        guard !requests.isLoading else { return }
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
        guard mode == .list, !requests.isLoading else { return }
        router.showHistory()
    }

    func didTapGames() {
        guard mode == .list, !requests.isLoading else { return }
        router.showGames()
    }

    /// Loads the players. Until a first load succeeds, a failure is shown in place of the list,
    /// with Retry; after that it is an alert over the list the user already has.
    private func load() async {
        await requests.run(failure: nil) {
            do {
                players = try await interactor.loadPlayers()
                hasLoaded = true
                firstLoadFailure = nil
                ticked.formIntersection(players.map(\.id))
            } catch let error where !hasLoaded && !ServiceError.isSessionExpired(error) {
                // Failed or cancelled: the empty screen says why and offers Retry.
                firstLoadFailure = ServiceError.message(for: error)
            }
        }
    }

    /// What the empty list shows: why the players could not be loaded, or that there are none.
    private var emptyMessage: String? {
        guard !requests.isLoading else { return nil }
        if !hasLoaded { return firstLoadFailure }
        return players.isEmpty ? Self.emptyMessage : nil
    }

    private func updateState() {
        let isSelecting = mode == .selection
        state = PlayerListViewState(
            title: isSelecting ? "\(ticked.count) selected" : "Players",
            mode: mode,
            rows: players.map { Self.row(for: $0, mode: mode, isTicked: isSelecting && ticked.contains($0.id)) },
            emptyMessage: emptyMessage,
            toolbar: isSelecting ? selectionToolbar : listToolbar,
            emptyAction: emptyMessage == nil || isSelecting ? nil : emptyAction,
            isLoading: requests.isLoading
        )
    }

    /// What the empty list offers: Retry until a first load succeeded, then adding a player.
    private var emptyAction: ScreenAction<PlayerListAction> {
        hasLoaded
            ? ScreenAction(.add, Self.addFirstPlayer, role: .primary) : ScreenAction(.retry, "Retry", role: .primary)
    }

    private var listToolbar: [ScreenAction<PlayerListAction>] {
        var actions: [ScreenAction<PlayerListAction>] = [
            ScreenAction(.add, "Add", role: .primary, label: "Add player"),
            ScreenAction(.select, "Select", isEnabled: !players.isEmpty),
        ]
        if !players.isEmpty { actions.append(ScreenAction(.refresh, "Refresh")) }
        actions.append(ScreenAction(.history, "History"))
        actions.append(ScreenAction(.games, "Games", label: "Games players answer from a link"))
        actions.append(ScreenAction(.logout, "Log out"))
        return actions
    }

    private var selectionToolbar: [ScreenAction<PlayerListAction>] {
        [
            ScreenAction(.confirm, "Confirm players", role: .primary, isEnabled: ticked.count >= 2),
            ScreenAction(.select, "Cancel", role: .cancel),
        ]
    }

    static func row(for player: Player, mode: PlayerListViewState.Mode = .list, isTicked: Bool = false)
        -> PlayerListRow
    {
        PlayerListRow(
            id: player.id,
            name: player.name,
            position: "Position: \(player.preferredPosition?.title ?? "-")",
            skill: "Skill: \(player.skill?.title ?? "-")",
            isTicked: isTicked,
            primary: mode == .selection
                ? ScreenAction(.tick(player.id), "Tick") : ScreenAction(.open(player.id), "Details"),
            delete: mode == .selection
                ? nil : ScreenAction(.delete(player.id), "Delete", role: .destructive, label: "Delete \(player.name)")
        )
    }
}

extension PlayerListPresenter: PlayerAddDelegate {
    func playerAddDidCreate(_ player: Player) {
        players = Player.inServerOrder(players + [player])
        hasLoaded = true
        updateState()
    }
}

extension PlayerListPresenter: PlayerDetailDelegate {
    func playerDetailDidUpdate(_ player: Player) {
        guard let index = players.firstIndex(where: { $0.id == player.id }) else { return }
        players[index] = player
        players = Player.inServerOrder(players)
        updateState()
    }
}

extension PlayerListPresenter: ConfirmPlayersDelegate, GatherDelegate {
    /// A resumed gather ended: back to the list, reloaded.
    func gatherDidEnd() {
        confirmPlayersDidEndGather()
    }

    func confirmPlayersDidEndGather() {
        mode = .list
        ticked = []
        updateState()
        router.returnToList()
        reloadTask = Task { await self.load() }
    }
}
