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
    /// Makes the gather's live link (or shows the one going on): its result, for anyone.
    case shareLiveLink
    /// Hands the live link to the front end's share sheet (or shows it to copy).
    case sendLiveLink
    /// Asks, then stops the live link: its watchers are told.
    case stopLiveLink

    /// The live link's actions on the GatherDetail screen.
    static let liveLinkOffer = LiveLinkOffer<GatherDetailAction>(
        share: .shareLiveLink, send: .sendLiveLink, stop: .stopLiveLink)
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
    /// Share live link, or Send live link and Stop sharing while one goes on.
    public var liveLinkActions: [ScreenAction<GatherDetailAction>] = []
    /// The live link's path (`/watch/<token>`) while one goes on, and what it means.
    public var liveLinkPath: String?
    public var liveLinkNote: String?

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

    public var offeredActions: [ScreenAction<GatherDetailAction>] { actions + liveLinkActions }
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
    /// The live link of gather `id` going on; `nil` when none is.
    func liveLink(ofGather id: UUID) async throws -> LiveLink?
    /// The live link of gather `id`: the one going on, or a new one.
    func shareLiveLink(ofGather id: UUID) async throws -> LiveLink
    /// Stops the live link of gather `id`.
    func stopLiveLink(ofGather id: UUID) async throws
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
