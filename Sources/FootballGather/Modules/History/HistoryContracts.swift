import Foundation
import VIPERKit

/// What the user can do on the History screen.
public enum HistoryAction: String, ActionIdentifier {
    /// Loads the past gathers again.
    case refresh
}

/// One past gather as History shows it.
public struct HistoryRow: Equatable, Sendable, Identifiable {
    public var id: UUID
    /// When the gather was created, formatted for a person.
    public var date: String
    /// "A:B", or "-" when the gather was never ended.
    public var score: String
    /// "Team A", "Team B", "Draw", or "-" when the gather was never ended.
    public var winner: String
    /// Names of Team A's players.
    public var teamA: [String]
    /// Names of Team B's players.
    public var teamB: [String]

    public init(id: UUID, date: String, score: String, winner: String, teamA: [String], teamB: [String]) {
        self.id = id
        self.date = date
        self.score = score
        self.winner = winner
        self.teamA = teamA
        self.teamB = teamB
    }

    /// "Score 2:1", or "Not ended".
    public var result: String {
        score == "-" ? "Not ended" : "Score \(score)"
    }

    /// "Winner: Team A" or "Draw"; `nil` when the gather was never ended.
    public var outcome: String? {
        guard score != "-" else { return nil }
        return winner == "Draw" ? "Draw" : "Winner: \(winner)"
    }

    /// Both teams as lines: "Team A" and its players ("-" for none).
    public var teams: [(name: String, players: String)] {
        [("Team A", teamA), ("Team B", teamB)].map { name, players in
            (name, players.isEmpty ? "-" : players.joined(separator: ", "))
        }
    }
}

/// Everything the History screen shows, rendered in one call.
public struct HistoryViewState: ScreenState {
    public var title: String
    /// Past gathers, newest first.
    public var rows: [HistoryRow]
    /// Shown when there is nothing to list (and nothing is loading); `nil` otherwise.
    public var emptyMessage: String?
    public var isLoading: Bool
    /// "Refresh", always offered.
    public var refresh = ScreenAction(HistoryAction.refresh, "Refresh")

    public init(title: String, rows: [HistoryRow], emptyMessage: String?, isLoading: Bool) {
        self.title = title
        self.rows = rows
        self.emptyMessage = emptyMessage
        self.isLoading = isLoading
    }

    /// Nothing listed yet.
    public init() {
        self.init(title: "History", rows: [], emptyMessage: nil, isLoading: false)
    }

    public var offeredActions: [ScreenAction<HistoryAction>] { [refresh] }
}

/// Presenter → view.
@MainActor
public protocol HistoryView: Screen, AlertDisplaying {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any HistoryPresenting)? { get set }
    func render(_ state: HistoryViewState)
}

/// View → presenter. The first load happens in `viewDidLoad()`; Refresh goes to `perform(_:)`.
@MainActor
public protocol HistoryPresenting: LifecycleForwarding, ActionPerforming<HistoryAction> {}

/// Presenter → interactor.
@MainActor
protocol HistoryInteracting: AnyObject {
    /// Past gathers, newest first.
    func gathers() async throws -> [Gather]
}

/// Presenter → router.
@MainActor
protocol HistoryRouting: SessionEndedRouting {}
