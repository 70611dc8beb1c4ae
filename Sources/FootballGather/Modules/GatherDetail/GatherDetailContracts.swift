import Foundation
import VIPERKit

/// What the user can do on the GatherDetail screen.
public enum GatherDetailAction: String, ActionIdentifier {
    /// Shows the result as plain text, ready to copy (a browser shares it itself when it can).
    case share
    /// Asks, then deletes the gather and goes back to History.
    case delete
    /// Goes back to History (also Back).
    case close
}

/// Everything the GatherDetail screen shows, rendered in one call.
public struct GatherDetailViewState: ScreenState {
    public var title: String
    /// The gather: date, result, winner and both teams.
    public var gather: GatherSummary
    /// The result as plain text, for Share: "Team A 2 : 1 Team B — Ana, Chloé v Bruno, Dan — 24 Nov 2026".
    public var shareText: String
    /// Share, Delete (destructive), then Back (the cancel action, which Escape runs too).
    public var actions: [ScreenAction<GatherDetailAction>]
    /// A request runs: show the loading indicator and ignore input.
    public var isLoading: Bool

    public init(
        title: String, gather: GatherSummary, shareText: String = "", actions: [ScreenAction<GatherDetailAction>] = [],
        isLoading: Bool = false
    ) {
        self.title = title
        self.gather = gather
        self.shareText = shareText
        self.actions = actions
        self.isLoading = isLoading
    }

    /// Nothing shown yet.
    public init() {
        self.init(
            title: "", gather: GatherSummary(id: UUID(), date: "", score: "-", winner: "-", teamA: [], teamB: []))
    }

    public var offeredActions: [ScreenAction<GatherDetailAction>] { actions }
}

/// Presenter → view for the GatherDetail screen.
@MainActor
public protocol GatherDetailView: Screen, AlertDisplaying, ConfirmationAsking {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any GatherDetailPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: GatherDetailViewState)
}

/// View → presenter for the GatherDetail screen. `viewDidLoad` renders the gather; Share, Delete
/// and Back go to `perform(_:)`.
@MainActor
public protocol GatherDetailPresenting: LifecycleForwarding, ActionPerforming<GatherDetailAction> {}

/// Presenter → interactor for the GatherDetail screen.
@MainActor
protocol GatherDetailInteracting: AnyObject {
    /// Deletes the gather with `id` on the server; one already gone counts as deleted.
    func deleteGather(id: UUID) async throws
}

/// Presenter → router for the GatherDetail screen.
@MainActor
protocol GatherDetailRouting: SessionEndedRouting {
    /// Goes back to the screen that opened GatherDetail.
    func close()
}

/// What GatherDetail tells the screen that opened it.
@MainActor
public protocol GatherDetailDelegate: AnyObject {
    /// The gather with `id` was deleted.
    func gatherDetailDidDelete(id: UUID)
}
