import FootballGatherAPI
import Foundation
import VIPERKit

/// Runs a gather: the two teams, the score, the match clock, and ending it.
@MainActor
final class GatherPresenter: GatherPresenting {
    static let title = "Gather in progress"
    static let timeUp = "Time's up!"
    static let paused = "Paused"
    static let endFailureAction = "Unable to end gather."
    static let endQuestion = Confirmation(title: "End Gather", message: "Are you sure you want to end the gather?")
    static let leaveQuestion = Confirmation(
        title: "Leave Gather",
        message: "The gather has not ended. Are you sure you want to leave without ending it? It will be discarded."
    )

    private weak var view: (any GatherView)?
    private let interactor: any GatherInteracting
    private let router: any GatherRouting
    private weak var delegate: (any GatherDelegate)?
    private let matchClock: MatchClock
    private let teamA: [GatherRow]
    private let teamB: [GatherRow]
    /// The score shown; the clock shown is `matchClock`'s (see ``match``).
    private var score: GatherScore
    /// The open time picker; its problem is cleared by the next action.
    private var timePicker: MatchTimePicker?
    /// The gather was ended or left: no change to it is sent any more.
    private var isOver = false
    /// Follows the match changing elsewhere while the screen lives.
    private var follower: TopicFollower?
    /// The match's live link going on, if any.
    private var liveLink: LiveLink?

    private let requests: RequestRunner

    private(set) var state: GatherViewState {
        didSet { view?.render(state) }
    }

    init(
        view: any GatherView, interactor: any GatherInteracting, router: any GatherRouting,
        delegate: (any GatherDelegate)?, gather: Gather, progress: GatherProgress? = nil, matchClock: MatchClock
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        self.matchClock = matchClock
        requests = RequestRunner(view: view, router: router)
        teamA = Self.rows(of: .teamA, in: gather)
        teamB = Self.rows(of: .teamB, in: gather)
        score = progress?.score ?? GatherProgress.kickOff.score
        if let progress { matchClock.show(progress.clock) }
        state = Self.makeState(teamA: teamA, teamB: teamB, score: score, clock: matchClock, isLoading: false)
        matchClock.onChange = { [weak self] in self?.update() }
        requests.onLoadingChange = { [weak self] in self?.update() }
        // A re-sent change the server had applied already was counted twice here: show the server's.
        interactor.onReplayedOperations = { [weak self] in await self?.reloadMatch() }
    }

    func viewDidLoad() async {
        view?.render(state)
        followMatch()
        // A link shared from another device of the account is offered here too.
        if let link = try? await interactor.liveLink() {
            liveLink = link
            update()
        }
    }

    /// Reloads the match each time it changed elsewhere (another device of the account), for as
    /// long as the screen lives.
    private func followMatch() {
        guard follower == nil else { return }
        follower = interactor.followMatch { [weak self] in await self?.reloadMatch() }
    }

    /// Reloads the match from the server and shows it: the score, and the clock when it stands
    /// otherwise than this screen's. Changes of this screen still on their way win (their own news
    /// reloads again); a match that ended or was deleted elsewhere leaves the screen.
    func reloadMatch() async {
        await interactor.operationsSent()
        guard !isOver, let match = try? await interactor.currentMatch(), !isOver, !requests.isLoading,
            !interactor.hasUnsentOperations
        else { return }
        switch match {
        case .inProgress(let progress):
            adopt(progress)
        case .ended(let score):
            stopForGood()
            delegate?.gatherDidEnd(elsewhere: Self.endedElsewhere(score))
            router.returnToPlayerList()
        case .gone:
            stopForGood()
            router.close()
            delegate?.gatherWasDiscarded(elsewhere: Self.discardedElsewhere)
        }
    }

    private func adopt(_ match: GatherProgress) {
        score = match.score
        matchClock.show(match.clock, tolerance: 1)
        update()
    }

    /// The gather is over here: nothing more is sent and the clock stops.
    private func stopForGood() {
        isOver = true
        matchClock.halt()
    }

    func perform(_ action: GatherAction) async {
        if timePicker?.problem != nil {
            timePicker?.problem = nil
            update()
        }
        switch action {
        case .addGoal(let team): didTapIncrementScore(for: team)
        case .removeGoal(let team): didTapDecrementScore(for: team)
        case .clock: didTapClockAction()
        case .resetClock: didTapResetClock()
        case .endGather: await didTapEndGather()
        case .back:
            closeTimePicker()
            await didTapBack()
        case .shareLiveLink: await didTapShareLiveLink()
        case .sendLiveLink: if let liveLink { view?.show(LiveLinkTexts.sendAlert(for: liveLink)) }
        case .stopLiveLink: await didTapStopLiveLink()
        case .openTimePicker: openTimePicker()
        case .setTime: setTypedTime()
        case .closeTimePicker: closeTimePicker()
        }
        // The tap is done once the server has the change it made: a front end that waits for the
        // screen's calls (the web page's acknowledgement of the tap) waits for that too.
        await interactor.operationsSent()
    }

    // MARK: The time picker

    private func openTimePicker() {
        // Titled as the action that opens it.
        timePicker = MatchTimePicker(title: state.setTime.title, seconds: Self.pickerSeconds(matchClock))
        update()
    }

    func fieldDidChange(_ field: GatherField, to text: String) {
        guard timePicker != nil else { return }
        timePicker?.change(field, to: text)
        update()
    }

    /// Sets the clock to the picker's time and closes it, or keeps it open saying why the time
    /// cannot be used.
    private func setTypedTime() {
        guard let picker = timePicker else { return }
        switch picker.typedTime {
        case .success(let seconds):
            timePicker = nil
            setClock(seconds: seconds)
        case .failure(let problem):
            timePicker?.problem = problem.rawValue
        }
        update()
    }

    private func closeTimePicker() {
        guard timePicker != nil else { return }
        timePicker = nil
        update()
    }

    func didTapShareLiveLink() async {
        await requests.run(failure: LiveLinkTexts.shareFailure) {
            liveLink = try await interactor.shareLiveLink()
        }
        update()
    }

    /// Asks first; the link's watchers are then told it was stopped.
    func didTapStopLiveLink() async {
        guard !requests.isLoading, liveLink != nil, await view?.ask(LiveLinkTexts.stopQuestion) == true else { return }
        await requests.run(failure: LiveLinkTexts.stopFailure) {
            try await interactor.stopLiveLink()
            liveLink = nil
        }
        update()
    }

    func didTapIncrementScore(for team: GatherTeam) {
        changeScore(GatherOperation(.addGoal, team: team))
    }

    func didTapDecrementScore(for team: GatherTeam) {
        changeScore(GatherOperation(.removeGoal, team: team))
    }

    /// Start (also after the time ran out), Pause or Resume, following the button's title.
    func didTapClockAction() {
        changeClock(GatherOperation(matchClock.status == .running ? .pauseClock : .startClock))
    }

    func didTapResetClock() {
        changeClock(GatherOperation(.resetClock))
    }

    private func setClock(seconds: Int) {
        changeClock(GatherOperation(.setClock, seconds: seconds))
    }

    /// A goal counts (within 0...99) at once, also while the server cannot be reached; one that
    /// changes nothing is not sent. Nothing while a request runs.
    private func changeScore(_ goal: GatherOperation) {
        guard !requests.isLoading else { return }
        if show(goal) { send(goal) }
    }

    /// A clock tap shows at once, also while the server cannot be reached, and is sent whatever it
    /// changed here: it says what the user wants the clock to do.
    private func changeClock(_ operation: GatherOperation) {
        show(operation)
        send(operation)
    }

    /// The match as this screen shows it: the score, and the clock as of its last tick.
    private var match: GatherProgress {
        GatherProgress(score: score, clock: matchClock.progress)
    }

    /// Shows the match after `operation`, applied as the server applies it; the clock counts down on
    /// from there. Returns whether the match changed.
    @discardableResult
    private func show(_ operation: GatherOperation) -> Bool {
        let before = match
        let after = before.applying(operation)
        score = after.score
        // A clock put elsewhere renders through its `onChange`.
        if !matchClock.show(after.clock) { update() }
        return after != before
    }

    /// Sends a change the user made to the server, which keeps the match (a running clock's
    /// every second is not sent: the server counts it from the start); nothing once the gather
    /// was ended or left.
    private func send(_ operation: GatherOperation) {
        guard !isOver else { return }
        interactor.send(operation)
    }

    func didTapEndGather() async {
        guard !requests.isLoading, await view?.ask(Self.endQuestion) == true else { return }
        await requests.run(failure: Self.endFailureAction) {
            _ = try await interactor.endGather(score: score)
            stopForGood()
            delegate?.gatherDidEnd()
            router.returnToPlayerList()
        }
    }

    /// Leaves the screen, asking first when the match is under way. A gather left without being
    /// ended is discarded on the server (when it cannot be reached, History still leaves it out).
    func didTapBack() async {
        guard !requests.isLoading else { return }
        if isUnderWay {
            guard await view?.ask(Self.leaveQuestion) == true else { return }
        }
        stopForGood()
        await requests.run(failure: nil) {
            try? await interactor.discardGather()
        }
        router.close()
    }

    /// The match has started: the clock is running or paused, ran out, or a goal was scored.
    private var isUnderWay: Bool {
        matchClock.status != .stopped || matchClock.isTimeUp || score != GatherProgress.kickOff.score
    }

    private func update() {
        var newState = Self.makeState(
            teamA: teamA, teamB: teamB, score: score, clock: matchClock, isLoading: requests.isLoading)
        newState.timePicker = timePicker
        newState.liveLinkActions = GatherAction.liveLinkOffer.actions(for: liveLink, isEnabled: !requests.isLoading)
        newState.liveLinkPath = liveLink?.path
        newState.liveLinkNote = liveLink.map { _ in LiveLinkTexts.sharing }
        state = newState
    }
}

extension GatherPresenter {
    /// The rows of `team`'s players, in the gather's order.
    static func rows(of team: Team, in gather: Gather) -> [GatherRow] {
        gather.players.filter { $0.team == team }.map { GatherRow(player: $0.player) }
    }

    /// The time the picker starts at: the time left while the clock runs or is paused (so
    /// setting it changes nothing unless the user does), else the time last set.
    static func pickerSeconds(_ clock: MatchClock) -> Int {
        clock.status == .stopped ? clock.setSeconds : clock.remaining
    }

    static func makeState(
        teamA: [GatherRow], teamB: [GatherRow], score: GatherScore, clock: MatchClock, isLoading: Bool
    ) -> GatherViewState {
        let action =
            switch clock.status {
            case .stopped: "Start"
            case .running: "Pause"
            case .paused: "Resume"
            }
        var state = GatherViewState(
            title: title, teamA: teamA, teamB: teamB, scoreA: score.teamA, scoreB: score.teamB,
            clock: MatchClock.text(seconds: clock.remaining), clockAction: action,
            clockMessage: clock.isTimeUp ? timeUp : nil, isLoading: isLoading
        )
        state.clockStatus = clock.status == .paused ? paused : nil
        state.countdown = clock.run.map { run in
            ClockCountdown(
                run: run.number, startSeconds: run.startSeconds, startText: MatchClock.text(seconds: run.startSeconds))
        }
        return state
    }
}
