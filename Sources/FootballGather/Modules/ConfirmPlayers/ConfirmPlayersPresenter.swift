import Foundation
import VIPERKit

/// Splits the chosen players into Bench, Team A and Team B, and starts the gather.
@MainActor
final class ConfirmPlayersPresenter: ConfirmPlayersPresenting {
    static let title = "Confirm Players"
    static let hint = "Put at least one player in Team A and one in Team B to start the gather."
    static let createFailed = "Unable to create gather."

    private weak var view: (any ConfirmPlayersView)?
    private let interactor: any ConfirmPlayersInteracting
    private let router: any ConfirmPlayersRouting
    private weak var delegate: (any ConfirmPlayersDelegate)?
    /// Every player with the team they are in, in the order they were given.
    private var placements: [PlayerInTeam]
    private var isLoading = false

    private(set) var state: ConfirmPlayersViewState {
        didSet { view?.render(state) }
    }

    init(
        view: any ConfirmPlayersView, interactor: any ConfirmPlayersInteracting, router: any ConfirmPlayersRouting,
        delegate: (any ConfirmPlayersDelegate)?, players: [Player]
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.delegate = delegate
        var seen = Set<UUID>()
        let unique = players.filter { seen.insert($0.id).inserted }
        placements = unique.map { PlayerInTeam(player: $0, team: .bench) }
        state = Self.makeState(placements: placements, isLoading: false)
    }

    func viewDidLoad() async {
        view?.render(state)
    }

    func didMove(playerID: UUID, to team: Team) {
        guard !isLoading, let index = placements.firstIndex(where: { $0.player.id == playerID }),
            placements[index].team != team
        else { return }
        placements[index].team = team
        update()
    }

    func didTapStartGather() async {
        guard state.isStartEnabled, !isLoading else { return }
        isLoading = true
        update()
        do {
            let gather = try await interactor.createGather(players: placements)
            isLoading = false
            update()
            router.showGather(gather, delegate: self)
        } catch ServiceError.sessionExpired {
            isLoading = false
            update()
            router.showLogin(notice: ServiceError.sessionExpired.message)
        } catch {
            isLoading = false
            update()
            view?.show(.error(Self.createFailed))
        }
    }

    private func update() {
        state = Self.makeState(placements: placements, isLoading: isLoading)
    }

    static func makeState(placements: [PlayerInTeam], isLoading: Bool) -> ConfirmPlayersViewState {
        let sections = Team.allCases.map { team in
            let rows = placements.filter { $0.team == team }.map { ConfirmPlayersRow(player: $0.player) }
            return ConfirmPlayersSection(team: team, header: "\(team.rawValue) (\(rows.count))", rows: rows)
        }
        let canStart = placements.contains { $0.team == .teamA } && placements.contains { $0.team == .teamB }
        return ConfirmPlayersViewState(
            title: title, sections: sections, isStartEnabled: canStart && !isLoading,
            hint: canStart ? nil : hint, isLoading: isLoading
        )
    }
}

extension ConfirmPlayersPresenter: GatherDelegate {
    /// The gather started here has ended: PlayerList takes the user back to the list.
    func gatherDidEnd() {
        delegate?.confirmPlayersDidEndGather()
    }
}
