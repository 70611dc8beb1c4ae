import FootballGatherAPI
import Foundation
import VIPERKit

/// Shows a match through its live link: both teams, the score, the clock counting down and the
/// result once it ends; loads it again whenever its news says it changed, and says why when the
/// link shows nothing any more (stopped by its organiser, ended a day after the match).
@MainActor
final class WatchPresenter: WatchPresenting {
    static let title = "Live match"
    static let unknownLink = "No match is shared at this link. Check that it was copied whole."
    static let retryTitle = "Try again"
    static let openAppTitle = "Organise your own games"

    private weak var view: (any WatchView)?
    private let interactor: any WatchInteracting
    private let router: any WatchRouting
    private let token: String
    private let matchClock: MatchClock
    private var match: WatchedMatchResponse?
    /// Why nothing is shown (the link is over, or the match could not be loaded); `nil` otherwise.
    private var notice: String?
    /// Whether the link is over for good: nothing more is loaded.
    private var isOver = false
    private let requests: RequestRunner
    /// Hears the link's news while the screen is shown.
    private var follower: LinkFollower?

    private(set) var state: WatchViewState {
        didSet { view?.render(state) }
    }

    /// The viewer's time zone, in which a match not played from a game is named.
    private let timeZone: () -> TimeZone

    /// - Parameter timeZone: the viewer's time zone (a browser's own on the web).
    init(
        view: any WatchView, interactor: any WatchInteracting, router: any WatchRouting, token: String,
        clock: any Clock<Duration>, timeZone: @escaping () -> TimeZone = { .current }
    ) {
        self.timeZone = timeZone
        self.view = view
        self.interactor = interactor
        self.router = router
        self.token = token
        matchClock = MatchClock(clock: clock)
        // A failure is said on the screen, in place of the match: the runner shows no alert.
        requests = RequestRunner(view: nil, failures: .footballGather(router: nil))
        state = WatchViewState(title: Self.title, token: token)
        matchClock.onChange = { [weak self] in self?.update() }
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    func viewDidLoad() async {
        follow()
        await load(showingProgress: true)
    }

    func perform(_ action: WatchAction) async {
        switch action {
        case .retry:
            guard !isOver else { return }
            await load(showingProgress: true)
        case .openApp:
            follower = nil
            matchClock.halt()
            await router.openApp()
        }
    }

    /// The screen is shown again (uncovered, or its page came back): it hears the link's news
    /// again and reads what changed while it was away.
    func viewWillAppear() async {
        guard follower == nil, !isOver else { return }
        follow()
        await load(showingProgress: false)
    }

    /// The screen is not shown (covered, or its page went away): it stops hearing the link's news,
    /// so that it holds no watcher of the link meanwhile.
    func viewDidDisappear() {
        follower = nil
    }

    /// Hears the link's news until it ends: a change loads the match again, quietly; the end
    /// shows why.
    private func follow() {
        follower = LinkFollower(
            news: interactor.news(), changed: { [weak self] in await self?.load(showingProgress: false) },
            ended: { [weak self] in self?.end($0) })
    }

    /// Loads the match, with the loading state on unless `showingProgress` is `false` (news).
    private func load(showingProgress: Bool) async {
        guard !isOver else { return }
        if showingProgress {
            await requests.run(failure: nil) { await read() }
        } else {
            await read()
            update()
        }
    }

    /// Reads the match and shows it, or why not: a link that shows nothing any more ends the
    /// screen; another failure is said in place of the match, with Try again.
    private func read() async {
        do {
            show(try await interactor.match())
        } catch ServiceError.notFound {
            end(Self.unknownLink)
        } catch ServiceError.rejected(let reason) {
            end(reason)
        } catch ServiceError.cancelled {
        } catch let error as ServiceError {
            notice = error.message
        } catch {
            notice = ServiceError.unexpectedResponse(status: 0).message
        }
    }

    private func show(_ loaded: WatchedMatchResponse) {
        match = loaded
        notice = nil
        if let clock = loaded.clock {
            matchClock.restore(setSeconds: clock.setSeconds, remaining: clock.secondsLeft, status: clock.status)
        } else {
            matchClock.halt()
        }
    }

    /// The link shows nothing new any more, for `reason`: the last score seen stays.
    private func end(_ reason: String) {
        isOver = true
        notice = reason
        follower = nil
        matchClock.halt()
        update()
    }

    private func update() {
        state = Self.makeState(
            token: token, match: match, clock: matchClock, timeZone: timeZone(), notice: notice, isOver: isOver,
            isLoading: requests.isLoading)
    }

    static func makeState(
        token: String, match: WatchedMatchResponse?, clock: MatchClock, timeZone: TimeZone, notice: String?,
        isOver: Bool, isLoading: Bool
    ) -> WatchViewState {
        let retry = ScreenAction(WatchAction.retry, retryTitle, role: .primary, isEnabled: !isLoading)
        let openApp = ScreenAction(WatchAction.openApp, openAppTitle, isEnabled: !isLoading)
        guard let match, let score = GatherScore(match.score) else {
            return WatchViewState(
                title: title, token: token, notice: notice,
                actions: (isOver || notice == nil ? [] : [retry]) + [openApp], isLoading: isLoading)
        }
        // Once the link is over the clock stops where it was last seen.
        let counting = match.winnerTeam == nil && !isOver
        var state = WatchViewState(
            title: title, token: token,
            teamA: match.teamA.enumerated().map(Self.row), teamB: match.teamB.enumerated().map(Self.row),
            scoreA: score.teamA, scoreB: score.teamB,
            clock: counting ? MatchClock.text(seconds: clock.remaining) : "",
            clockEndsAt: counting ? match.clockEndsAt : nil,
            status: isOver && match.winnerTeam == nil ? lastSeen : status(of: match, clock: clock), notice: notice,
            actions: (isOver || notice == nil ? [] : [retry]) + [openApp],
            isLoading: isLoading)
        state.match = identity(of: match, viewerTimeZone: timeZone)
        return state
    }

    /// The status of a match whose link ended before it did: the score is the last one seen.
    static let lastSeen = "Last score seen"

    /// Which match it is: when (in the game's time zone when it was played from a game, else the
    /// viewer's), and where when known.
    static func identity(of match: WatchedMatchResponse, viewerTimeZone: TimeZone) -> String {
        let when = match.playedAt.map { GameText.when($0, timeZone: match.timeZone ?? viewerTimeZone.identifier) }
        return [when, match.place].compactMap { $0 }.joined(separator: " · ")
    }

    /// Where the match stands, in a word or a short sentence.
    static func status(of match: WatchedMatchResponse, clock: MatchClock) -> String {
        switch match.winnerTeam {
        case .teamA: return "Full time: \(GatherTeam.teamA.rawValue) won"
        case .teamB: return "Full time: \(GatherTeam.teamB.rawValue) won"
        case .none?: return "Full time: a draw"
        case nil: break
        }
        if clock.isTimeUp { return "Time's up" }
        switch clock.status {
        case .running: return "Live"
        case .paused: return "Paused"
        case .stopped: return clock.remaining == clock.setSeconds ? "Not started" : "Stopped"
        }
    }

    /// A player's row: ids are positions in the team, since a watcher is given no player ids.
    private static func row(_ entry: (offset: Int, element: WatchedPlayer)) -> PlayerTeamRow {
        PlayerTeamRow(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: entry.offset))),
            name: entry.element.name, position: entry.element.position?.acronym ?? "-")
    }
}
