import FootballGatherAPI
import Foundation
import VIPERKit

/// Lists the organiser's games, upcoming then past, with how full each one is.
@MainActor
final class GamesPresenter: GamesPresenting {
    static let title = "Games"
    static let emptyMessage = "You have no games yet. Create one, then send its link to your players."
    static let upcoming = "Upcoming"
    static let past = "Past"
    static let answersClosed = "Answers closed"
    static let loadFailureAction = "Unable to load games."
    static let createFirst = "Create your first game"

    private weak var view: (any GamesView)?
    private let interactor: any GamesInteracting
    private let router: any GamesRouting
    private let requests: RequestRunner
    private let now: @Sendable () -> Date
    private let formatWhen: @MainActor (Date, String) -> String

    private var games: [GameSummary] = []
    private var hasLoaded = false
    /// Why the games could not be loaded yet, shown with Retry in place of the list.
    private var firstLoadFailure: String?
    /// Follows the games changing elsewhere (answers arriving) while the screen lives.
    private var follower: TopicFollower?

    private(set) var state = GamesViewState() {
        didSet { if state != oldValue { view?.render(state) } }
    }

    /// - Parameters:
    ///   - now: the moment that splits upcoming games from past ones.
    ///   - formatWhen: how a game's start is written, given its time zone.
    init(
        view: any GamesView, interactor: any GamesInteracting, router: any GamesRouting,
        now: @escaping @Sendable () -> Date,
        formatWhen: @escaping @MainActor (Date, String) -> String = GameText.when(_:timeZone:)
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.now = now
        self.formatWhen = formatWhen
        requests = RequestRunner(view: view, router: router)
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    func viewDidLoad() async {
        update()
        view?.render(state)
        if follower == nil { follower = interactor.followGames { [weak self] in await self?.reloadQuietly() } }
        await load()
    }

    /// Shows the games as they are now after they changed elsewhere, without a loading state; a
    /// request of the screen's own under way, or a failure, leaves them as they are.
    func reloadQuietly() async {
        guard hasLoaded, !requests.isLoading, let latest = try? await interactor.games(), !requests.isLoading
        else { return }
        games = latest
        update()
    }

    func perform(_ action: GamesAction) async {
        switch action {
        case .newGame: if !requests.isLoading { router.showNewGame(delegate: self) }
        case .refresh, .retry: await load()
        case .open(let id):
            guard !requests.isLoading, games.contains(where: { $0.id == id }) else { return }
            router.showGame(id: id, delegate: self)
        }
    }

    /// Loads the games. Until a first load succeeds, a failure is shown in place of the list,
    /// with Retry; after that it is an alert over the list the user already has.
    private func load() async {
        await requests.run(failure: hasLoaded ? Self.loadFailureAction : nil) {
            do {
                games = try await interactor.games()
                hasLoaded = true
                firstLoadFailure = nil
            } catch let error where !hasLoaded && !ServiceError.isSessionExpired(error) {
                firstLoadFailure = ServiceError.message(for: error, action: Self.loadFailureAction)
            }
        }
    }

    private var emptyMessage: String? {
        guard !requests.isLoading else { return nil }
        if !hasLoaded { return firstLoadFailure }
        return games.isEmpty ? Self.emptyMessage : nil
    }

    private func update() {
        let moment = now()
        let upcoming = games.filter { !$0.isPast(at: moment) }
        let past = games.filter { $0.isPast(at: moment) }
        var sections: [GamesSection] = []
        if !upcoming.isEmpty { sections.append(GamesSection(title: Self.upcoming, rows: upcoming.map(row))) }
        if !past.isEmpty { sections.append(GamesSection(title: Self.past, rows: past.map(row))) }
        let message = emptyMessage
        state = GamesViewState(
            title: Self.title, sections: sections, emptyMessage: message,
            toolbar: hasLoaded
                ? [
                    ScreenAction(.newGame, "New game", role: .primary, isEnabled: !requests.isLoading),
                    ScreenAction(.refresh, "Refresh", isEnabled: !requests.isLoading),
                ] : [],
            emptyAction: message == nil
                ? nil
                : hasLoaded
                    ? ScreenAction(.newGame, Self.createFirst, role: .primary)
                    : ScreenAction(.retry, "Retry", role: .primary),
            isLoading: requests.isLoading)
    }

    private func row(_ game: GameSummary) -> GameRow {
        GameRow(
            id: game.id, when: formatWhen(game.startsAt, game.timeZone), place: game.place,
            fill: GameText.fill(inCount: game.inCount, capacity: game.capacity, waiting: game.waitingCount),
            status: game.answersOpen ? nil : Self.answersClosed,
            open: ScreenAction(
                .open(game.id), "Open", isEnabled: !requests.isLoading, label: "Open the game at \(game.place)"))
    }
}

extension GamesPresenter: GameEditDelegate {
    /// A game was created (or changed): it joins the list in its place.
    func gameEditDidSave(_ game: GameResponse) {
        var changed = GameSummary(game)
        changed.playedAt = games.first { $0.id == game.id }?.playedAt
        games = Self.ordered(games.filter { $0.id != game.id } + [changed], now: now())
        hasLoaded = true
        update()
    }

    /// `games` as the server lists them: upcoming soonest first, then past latest first.
    static func ordered(_ games: [GameSummary], now: Date) -> [GameSummary] {
        games.filter { !$0.isPast(at: now) }.sorted { $0.startsAt < $1.startsAt }
            + games.filter { $0.isPast(at: now) }.sorted { $0.startsAt > $1.startsAt }
    }
}

extension GamesPresenter: GameDetailDelegate {
    /// The game changed on its screen: its row shows it as it is now.
    func gameDetailDidChange(_ game: GameResponse) {
        gameEditDidSave(game)
    }

    /// The game was deleted on its screen: its row goes.
    func gameDetailDidDelete(id: UUID) {
        games.removeAll { $0.id == id }
        update()
    }
}
