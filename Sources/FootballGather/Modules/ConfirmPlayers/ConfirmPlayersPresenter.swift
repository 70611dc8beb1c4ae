import Foundation
import VIPERKit

/// Splits the chosen players into Bench, Team A and Team B, and starts the gather.
@MainActor
final class ConfirmPlayersPresenter: ConfirmPlayersPresenting {
    static let title = "Confirm Players"
    static let hint = "Put at least one player in Team A and one in Team B to start the gather."
    static let createFailureAction = "Unable to create gather."
    static let shareTitle = "Share teams"

    private weak var view: (any ConfirmPlayersView)?
    private let interactor: any ConfirmPlayersInteracting
    private let router: any ConfirmPlayersRouting
    private weak var delegate: (any ConfirmPlayersDelegate)?
    /// Every player with the team they are in, in the order they were given.
    private var placements: [PlayerInTeam]
    private let requests: RequestRunner
    /// The day the screen opened, as the shared text writes it.
    private let today: String

    private(set) var state: ConfirmPlayersViewState {
        didSet { view?.render(state) }
    }

    /// - Parameters:
    ///   - now: the current time, for the day in the shared text.
    ///   - formatDay: how that day is written; day, month and year by default.
    init(
        view: any ConfirmPlayersView, interactor: any ConfirmPlayersInteracting, router: any ConfirmPlayersRouting,
        delegate: (any ConfirmPlayersDelegate)?, players: [Player], now: () -> Date = Date.init,
        formatDay: @MainActor (Date) -> String = GatherShareText.formatDay
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        requests = RequestRunner(view: view, router: router)
        var seen = Set<UUID>()
        let unique = players.filter { seen.insert($0.id).inserted }
        placements = unique.map { PlayerInTeam(player: $0, team: .bench) }
        today = formatDay(now())
        state = Self.makeState(placements: placements, isLoading: false, today: today)
        requests.onLoadingChange = { [weak self] in self?.update() }
    }

    /// Shows the players on the bench, then reads their recent form for Balance teams without
    /// blocking the screen; if it cannot be read, Balance weighs skill alone.
    func viewDidLoad() async {
        view?.render(state)
        try? await interactor.loadForm(of: placements.map(\.player))
    }

    func perform(_ action: ConfirmPlayersAction) async {
        switch action {
        case .startGather: await didTapStartGather()
        case .balance: didTapBalance()
        case .share:
            guard state.share.isEnabled else { return }
            view?.show(Alert(title: Self.shareTitle, message: state.shareText))
        case .move(let id, let team): didMove(playerID: id, to: team)
        }
    }

    /// Moves the player with `playerID` to `team` (Bench, Team A or Team B); unknown ids are ignored.
    func didMove(playerID: UUID, to team: Team) {
        guard !requests.isLoading, let index = placements.firstIndex(where: { $0.player.id == playerID }),
            placements[index].team != team
        else { return }
        placements[index].team = team
        update()
    }

    /// Puts every player in Team A or Team B, as evenly as possible in skill, then in recent form;
    /// when nobody is on the bench, the teams on screen are the split to differ from.
    func didTapBalance() {
        guard state.balance.isEnabled else { return }
        let players = placements.map(\.player)
        let onScreen =
            placements.contains { $0.team == .bench }
            ? nil
            : TeamSplit(
                teamA: placements.filter { $0.team == .teamA }.map(\.player.id),
                teamB: placements.filter { $0.team == .teamB }.map(\.player.id))
        let split = interactor.balancedTeams(for: players, differentFrom: onScreen)
        let teamA = Set(split.teamA)
        for index in placements.indices {
            placements[index].team = teamA.contains(placements[index].player.id) ? .teamA : .teamB
        }
        update()
    }

    /// Creates the gather with Team A and Team B and opens the Gather screen.
    func didTapStartGather() async {
        guard state.isStartEnabled else { return }
        await requests.run(failure: Self.createFailureAction) {
            let gather = try await interactor.createGather(players: placements)
            router.showGather(gather, delegate: self)
        }
    }

    private func update() {
        state = Self.makeState(placements: placements, isLoading: requests.isLoading, today: today)
    }

    static func makeState(placements: [PlayerInTeam], isLoading: Bool, today: String) -> ConfirmPlayersViewState {
        func names(in team: Team) -> [String] { placements.filter { $0.team == team }.map(\.player.name) }
        let sections = Team.allCases.map { team in
            let rows = placements.filter { $0.team == team }.map { ConfirmPlayersRow(player: $0.player) }
            return ConfirmPlayersSection(team: team, header: "\(team.rawValue) (\(rows.count))", rows: rows)
        }
        let canStart = placements.contains { $0.team == .teamA } && placements.contains { $0.team == .teamB }
        return ConfirmPlayersViewState(
            title: title, sections: sections, isStartEnabled: canStart && !isLoading,
            isBalanceEnabled: placements.count >= 2 && !isLoading,
            shareText: GatherShareText.text(
                teamA: names(in: .teamA), teamB: names(in: .teamB), score: nil, date: today),
            hint: canStart ? nil : hint, isLoading: isLoading
        )
    }
}

extension ConfirmPlayersPresenter: GatherDelegate {
    /// The gather started here has ended: PlayerList takes the user back to the list.
    func gatherDidEnd() {
        delegate?.confirmPlayersDidEndGather()
    }

    /// The gather started here ended on another device: the same, saying so.
    func gatherDidEnd(elsewhere notice: Alert) {
        delegate?.confirmPlayersDidEndGather(elsewhere: notice)
    }

    /// The gather started here was discarded on another device: back on the teams, saying so.
    func gatherWasDiscarded(elsewhere notice: Alert) {
        view?.show(notice)
    }
}
