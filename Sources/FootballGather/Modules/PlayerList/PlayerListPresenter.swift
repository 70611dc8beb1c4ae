import Foundation
import VIPERKit

/// Shows the roster and the match in progress, switches between list and selection mode and
/// reacts to the screens it opens.
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
    /// The moment now, for how long a match was left.
    let now: () -> Date

    /// The roster in the server's order (see ``Player/inServerOrder(_:)``).
    var players: [Player] = []
    var mode = PlayerListViewState.Mode.list
    var ticked: Set<UUID> = []
    var hasLoaded = false
    /// Why the players could not be loaded yet, shown with Retry in place of the list.
    private var firstLoadFailure: String?

    private(set) var state = PlayerListViewState() {
        didSet { if state != oldValue { view?.render(state) } }
    }
    /// The reload started when a gather ended, so a caller can await it.
    var reloadTask: Task<Void, Never>?
    /// Follows the roster changing elsewhere while the screen lives.
    private var follower: TopicFollower?
    /// The match in progress as last read; `nil` when none is.
    var matchInProgress: UnfinishedGather?
    /// Counts the reads of the match in progress, so an older answer never replaces a newer one.
    var matchReads = 0
    /// Follows gathers starting, changing and ending on any device while the screen lives.
    var matchFollower: TopicFollower?

    init(
        view: any PlayerListView, interactor: any PlayerListInteracting, router: any PlayerListRouting,
        now: @escaping () -> Date = Date.init
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.now = now
        requests = RequestRunner(view: view, router: router)
        requests.onLoadingChange = { [weak self] in self?.updateState() }
    }

    func viewDidLoad() async {
        view?.render(state)
        if follower == nil { follower = interactor.followRoster { [weak self] in await self?.reloadQuietly() } }
        followMatches()
        await load()
        await reloadMatch()
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
        case .openMatch: await didTapOpenMatch()
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
    func load() async {
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

    func updateState() {
        let isSelecting = mode == .selection
        state = PlayerListViewState(
            title: isSelecting ? "\(ticked.count) selected" : "Players",
            mode: mode,
            rows: players.map { Self.row(for: $0, mode: mode, isTicked: isSelecting && ticked.contains($0.id)) },
            emptyMessage: emptyMessage,
            toolbar: isSelecting ? selectionToolbar : listToolbar,
            emptyAction: emptyMessage == nil || isSelecting ? nil : emptyAction,
            isLoading: requests.isLoading,
            match: matchInProgress.map(matchLine)
        )
    }

    // MARK: The match in progress (see PlayerListPresenter+Match.swift)

    /// Follows gathers starting, changing and ending on any device, for as long as the screen lives.
    func followMatches() {
        guard matchFollower == nil else { return }
        matchFollower = interactor.followMatches { [weak self] in await self?.reloadMatch() }
    }

    /// Reads the match in progress again and shows it, or that none is any more; a failed read
    /// leaves the line as it was, and an answer overtaken by a newer read is dropped.
    func reloadMatch() async {
        matchReads += 1
        let read = matchReads
        let latest: UnfinishedGather?
        do {
            latest = try await interactor.unfinishedGather()
        } catch {
            return
        }
        guard read == matchReads else { return }
        matchInProgress = latest
        updateState()
    }

    /// Once the roster is shown, asks whether to resume a match left for a long while (the app or
    /// the server stopped mid-match, or the phone was put away); "Not now" leaves its line.
    func offerToResumeGather() async {
        guard hasLoaded, let left = matchInProgress, wasLeft(left),
            await view?.ask(ResumeQuestion.confirmation(for: left, now: now())) == true
        else { return }
        await resume(left)
    }

    func didTapOpenMatch() async {
        guard let shown = matchInProgress else { return }
        await resume(shown)
    }

    /// Opens the Gather screen of `shown` where it stands now: read again first, since its clock
    /// may have run on (when that fails, as shown). One that ended or was discarded meanwhile is
    /// not opened, and its line goes.
    private func resume(_ shown: UnfinishedGather) async {
        var latest: UnfinishedGather? = shown
        let ran = await requests.run(failure: nil) {
            do {
                latest = try await interactor.unfinishedGather()
            } catch {}
        }
        guard ran else { return }
        matchReads += 1
        matchInProgress = latest
        updateState()
        guard let latest, latest.gather.id == shown.gather.id else { return }
        router.showGather(resuming: latest, delegate: self)
    }

    /// Shows `notice` over the list (a match ended on another device, say).
    func show(_ notice: Alert) {
        view?.show(notice)
    }

    /// Goes back to the list from whatever the list opened.
    func returnToList() {
        router.returnToList()
    }
}
