import Foundation
import VIPERKit

/// What the user can do on the ConfirmPlayers screen.
public enum ConfirmPlayersAction: NamedAction {
    /// Creates the gather with Team A and Team B and opens the Gather screen.
    case startGather
    /// Splits every player into the two most even teams; again for another split as even.
    case balance
    /// Shows the teams as plain text, ready to copy (a browser shares them itself when it can).
    case share
    /// Moves the player to the team (Bench, Team A or Team B).
    case move(UUID, to: Team)

    public static let names = ActionNames<Self>([
        .plain("start-gather", .startGather), .plain("balance", .balance), .plain("share", .share),
        .id("move-bench", { .move($0, to: .bench) }) { if case .move(let id, .bench) = $0 { id } else { nil } },
        .id("move-team-a", { .move($0, to: .teamA) }) { if case .move(let id, .teamA) = $0 { id } else { nil } },
        .id("move-team-b", { .move($0, to: .teamB) }) { if case .move(let id, .teamB) = $0 { id } else { nil } },
    ])
}

/// One player row of ConfirmPlayers: the name and the position acronym ("-" when none).
public typealias ConfirmPlayersRow = PlayerTeamRow

/// One section of ConfirmPlayers (Bench, Team A or Team B) with its header, e.g. "Team A (2)".
public struct ConfirmPlayersSection: Equatable, Sendable {
    public var team: Team
    public var header: String
    public var rows: [ConfirmPlayersRow]

    public init(team: Team, header: String, rows: [ConfirmPlayersRow]) {
        self.team = team
        self.header = header
        self.rows = rows
    }

    /// The moves of `row` to the two other places: "→ A", "→ B" or "Bench".
    public func moves(of row: ConfirmPlayersRow) -> [ScreenAction<ConfirmPlayersAction>] {
        Team.allCases.filter { $0 != team }.map { destination in
            let title =
                switch destination {
                case .bench: "Bench"
                case .teamA: "→ A"
                case .teamB: "→ B"
                }
            return ScreenAction(
                .move(row.id, to: destination), title, label: "Move \(row.name) to \(destination.rawValue)")
        }
    }
}

/// Everything the ConfirmPlayers screen shows, rendered in one call.
public struct ConfirmPlayersViewState: ScreenState {
    public var title: String
    /// Bench, Team A and Team B, in this order.
    public var sections: [ConfirmPlayersSection]
    /// "Start Gather", enabled only when Team A and Team B each have a player.
    public var start: ScreenAction<ConfirmPlayersAction>
    /// "Balance teams", enabled from two players on.
    public var balance: ScreenAction<ConfirmPlayersAction>
    /// "Share teams", enabled with Start Gather.
    public var share: ScreenAction<ConfirmPlayersAction>
    /// The teams as plain text, for Share: "Team A v Team B — Ana, Chloé v Bruno, Dan — 24 Nov 2026".
    public var shareText: String
    /// Shown in a section without players.
    public var emptySectionText = "No players."
    /// Why "Start Gather" is disabled; `nil` while it is enabled.
    public var hint: String?
    public var isLoading: Bool

    public init(
        title: String, sections: [ConfirmPlayersSection], isStartEnabled: Bool, isBalanceEnabled: Bool = false,
        shareText: String = "", hint: String?, isLoading: Bool
    ) {
        self.title = title
        self.sections = sections
        start = ScreenAction(.startGather, "Start Gather", role: .primary, isEnabled: isStartEnabled)
        balance = ScreenAction(.balance, "Balance teams", isEnabled: isBalanceEnabled)
        share = ScreenAction(.share, "Share teams", isEnabled: isStartEnabled)
        self.shareText = shareText
        self.hint = hint
        self.isLoading = isLoading
    }

    /// No players yet.
    public init() {
        self.init(title: "", sections: [], isStartEnabled: false, hint: nil, isLoading: false)
    }

    /// Whether Start Gather can be used.
    public var isStartEnabled: Bool { start.isEnabled }

    public var offeredActions: [ScreenAction<ConfirmPlayersAction>] {
        [balance, share, start] + sections.flatMap { section in section.rows.flatMap(section.moves(of:)) }
    }
}

/// Presenter → view.
@MainActor
public protocol ConfirmPlayersView: Screen, AlertDisplaying {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any ConfirmPlayersPresenting)? { get set }
    func render(_ state: ConfirmPlayersViewState)
}

/// View → presenter: every action goes to `perform(_:)`.
@MainActor
public protocol ConfirmPlayersPresenting: LifecycleForwarding, ActionPerforming<ConfirmPlayersAction> {}

/// Presenter → interactor.
@MainActor
protocol ConfirmPlayersInteracting: AnyObject {
    /// Reads the recent form of `players` in one request, for ``balancedTeams(for:differentFrom:)``
    /// to break ties in skill with; until it has, balancing weighs skill alone.
    func loadForm(of players: [Player]) async throws
    /// The most even split of `players` (see ``TeamBalancer``); another as even when `previous`
    /// is the split on screen.
    func balancedTeams(for players: [Player], differentFrom previous: TeamSplit?) -> TeamSplit
    /// Creates the gather on the server with every player of Team A and Team B.
    func createGather(players: [PlayerInTeam]) async throws -> Gather
}

/// Presenter → router.
@MainActor
protocol ConfirmPlayersRouting: SessionEndedRouting {
    func showGather(_ gather: Gather, delegate: any GatherDelegate)
}

/// Module output, held weakly: the gather started from this screen has ended.
@MainActor
public protocol ConfirmPlayersDelegate: AnyObject {
    func confirmPlayersDidEndGather()
    /// The gather ended on another device; `notice` says so with the result, for the screen the
    /// user returns to (by default it is not shown: ``confirmPlayersDidEndGather()``).
    func confirmPlayersDidEndGather(elsewhere notice: Alert)
}

extension ConfirmPlayersDelegate {
    public func confirmPlayersDidEndGather(elsewhere notice: Alert) {
        confirmPlayersDidEndGather()
    }
}
