import FootballGatherAPI
import Foundation
import VIPERKit

/// One game as its organiser runs it: who is in, who waits, who may come, who is out and who has
/// not answered; moving people by hand, payments, answers open or closed, the capacity, the invite
/// link and the reminder.
@MainActor
final class GameDetailPresenter: GameDetailPresenting {
    static let title = "Game"
    static let loadFailureAction = "Unable to load the game."
    static let changeFailureAction = "Unable to change the game."
    static let linkFailureAction = "Unable to make a new link."
    static let deleteFailureAction = "Unable to delete the game."
    static let pickFailureAction = "Unable to pick teams."
    static let newLinkQuestion = Confirmation(
        title: "New link",
        message: "Make a new invite link? The link you sent stops working: players need the new one to answer.",
        confirmTitle: "Make new link", cancelTitle: "Keep this link")
    static let deleteQuestion = Confirmation(
        title: "Delete game",
        message:
            "Are you sure you want to delete this game? Everyone's answers go with it, and its link stops working.",
        confirmTitle: "Delete", cancelTitle: "Cancel")

    private weak var view: (any GameDetailView)?
    private let interactor: any GameDetailInteracting
    private let router: any GameDetailRouting
    private weak var delegate: (any GameDetailDelegate)?
    private let requests: RequestRunner
    let gameID: UUID
    let formatWhen: @MainActor (Date, String) -> String
    /// The game as the server last answered; `nil` before the first load.
    private(set) var game: GameResponse?
    /// Why the game could not be loaded yet, shown in place of it.
    private var loadFailure: String?
    /// The final score of the gather played from the game, once it ended.
    private(set) var result: GatherScore?
    /// Follows the game changing elsewhere (answers arriving) while the screen lives.
    private var follower: TopicFollower?
    /// Loads the game again after the gather picked from it ended.
    private(set) var reloadTask: Task<Void, Never>?

    private(set) var state = GameDetailViewState() {
        didSet { if state != oldValue { view?.render(state) } }
    }

    /// - Parameter formatWhen: how the game's start is written, given its time zone.
    init(
        view: any GameDetailView, interactor: any GameDetailInteracting, router: any GameDetailRouting,
        delegate: (any GameDetailDelegate)?, gameID: UUID,
        formatWhen: @escaping @MainActor (Date, String) -> String = GameText.when(_:timeZone:)
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        self.gameID = gameID
        self.formatWhen = formatWhen
        requests = RequestRunner(view: view, router: router)
        requests.onLoadingChange = { [weak self] in self?.update() }
        state = makeState(game: nil, loadFailure: nil, isLoading: false)
    }

    func viewDidLoad() async {
        view?.render(state)
        if follower == nil {
            follower = interactor.followGame(id: gameID) { [weak self] in await self?.reloadQuietly() }
        }
        await load()
    }

    /// Shows the game as it is now after it changed elsewhere (an answer arrived), without a
    /// loading state; a request of the screen's own under way, or a failure, leaves it as it is.
    func reloadQuietly() async {
        guard game != nil, !requests.isLoading, let latest = try? await interactor.game(id: gameID),
            !requests.isLoading
        else { return }
        game = latest
        update()
        await loadResult()
    }

    /// Reads the result of the gather played from the game, once there is one; a failed read
    /// leaves what is shown.
    private func loadResult() async {
        guard let gatherID = game?.gatherID else { return }
        do {
            result = try await interactor.result(ofGather: gatherID)
        } catch {
            return
        }
        update()
    }

    func perform(_ action: GameDetailAction) async {
        switch action {
        case .moveIn(let id): await change(id, GamePersonChange(standing: .in))
        case .moveOut(let id): await change(id, GamePersonChange(standing: .out))
        case .paid(let id):
            guard let person = game?.people.first(where: { $0.id == id }) else { return }
            await change(id, GamePersonChange(paid: !person.paid))
        case .addPlace: await save { $0.capacity += 1 }
        case .removePlace: await save { $0.capacity -= 1 }
        case .closeAnswers: await save { $0.answersOpen = false }
        case .openAnswers: await save { $0.answersOpen = true }
        case .newLink: await didTapNewLink()
        case .remind: if let game { view?.show(Self.reminderAlert(for: game, text: state.remindText)) }
        case .sendLink: if let game { view?.show(Self.invitationAlert(for: game, text: state.invitationText)) }
        case .pickTeams: await didTapPickTeams()
        case .edit: if let game, !requests.isLoading { router.showEdit(of: game, delegate: self) }
        case .delete: await didTapDelete()
        case .refresh: await load()
        case .close: router.close()
        }
    }

    private func load() async {
        await requests.run(failure: game == nil ? nil : Self.loadFailureAction) {
            do {
                game = try await interactor.game(id: gameID)
                loadFailure = nil
            } catch let error where game == nil && !ServiceError.isSessionExpired(error) {
                loadFailure = ServiceError.message(for: error, action: Self.loadFailureAction)
            }
        }
        await loadResult()
    }

    /// Sends `change` of person `id` and shows the game as the server answers.
    private func change(_ id: UUID, _ change: GamePersonChange) async {
        guard let game, game.people.contains(where: { $0.id == id }) else { return }
        await run(failure: Self.changeFailureAction) {
            try await interactor.change(person: id, ofGame: game.id, change)
        }
    }

    /// Saves the game with `edit` applied, when the rules allow the result.
    private func save(_ edit: (inout GameResponse) -> Void) async {
        guard var changed = game else { return }
        edit(&changed)
        guard GameRules.capacity.contains(changed.capacity) else { return }
        await run(failure: Self.changeFailureAction) { try await interactor.save(changed) }
    }

    private func didTapNewLink() async {
        guard let game, !requests.isLoading, await view?.ask(Self.newLinkQuestion) == true else { return }
        await run(failure: Self.linkFailureAction) { try await interactor.renewInviteLink(ofGame: game.id) }
    }

    /// Everyone in, on ConfirmPlayers' bench; the guests among them join the roster first.
    private func didTapPickTeams() async {
        guard state.offeredActions.allows(.pickTeams) else { return }
        var picked: (players: [Player], game: GameResponse)?
        await requests.run(failure: Self.pickFailureAction) { picked = try await interactor.pickTeams(ofGame: gameID) }
        guard let picked else { return }
        game = picked.game
        update()
        router.showConfirmPlayers(picked.players, fromGame: gameID, delegate: self)
    }

    private func didTapDelete() async {
        guard !requests.isLoading, await view?.ask(Self.deleteQuestion) == true else { return }
        let deleted = await requests.run(failure: Self.deleteFailureAction) {
            try await interactor.deleteGame(id: gameID)
        }
        guard deleted else { return }
        delegate?.gameDetailDidDelete(id: gameID)
        router.close()
    }

    /// Runs `work`, shows the game it answers and tells the delegate.
    private func run(failure: String, _ work: () async throws -> GameResponse) async {
        var changed: GameResponse?
        await requests.run(failure: failure) { changed = try await work() }
        guard let changed else { return }
        game = changed
        update()
        delegate?.gameDetailDidChange(changed)
    }

    func update() {
        state = makeState(game: game, loadFailure: loadFailure, isLoading: requests.isLoading)
    }

    func makeState(game: GameResponse?, loadFailure: String?, isLoading: Bool) -> GameDetailViewState {
        var state = makeContent(game: game, loadFailure: loadFailure, isLoading: isLoading)
        state.gameID = gameID
        return state
    }
}

extension GameDetailPresenter: ConfirmPlayersDelegate {
    /// The gather picked from this game ended: back to the game, loaded again.
    func confirmPlayersDidEndGather() {
        router.returnToGame()
        reloadTask = Task { await self.load() }
    }

    /// The gather picked from this game ended on another device: the same, saying so.
    func confirmPlayersDidEndGather(elsewhere notice: Alert) {
        confirmPlayersDidEndGather()
        view?.show(notice)
    }
}

extension GameDetailPresenter: GameEditDelegate {
    /// The game was changed on its edit screen: show it as saved.
    func gameEditDidSave(_ game: GameResponse) {
        self.game = game
        update()
        delegate?.gameDetailDidChange(game)
    }
}
