import Foundation
import VIPERKit

/// What the user can do on the History screen.
public enum HistoryAction: NamedAction {
    /// Loads the past gathers again.
    case refresh
    /// Opens the gather with this id.
    case open(UUID)

    public static let names = ActionNames<Self>([
        .plain("refresh", .refresh), .id("open", Self.open) { if case .open(let id) = $0 { id } else { nil } },
    ])
}

/// One past gather as History lists it.
public typealias HistoryRow = GatherSummary

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

    /// The action that opens `row`'s gather.
    public func open(_ row: HistoryRow) -> ScreenAction<HistoryAction> {
        ScreenAction(.open(row.id), "Open", isEnabled: !isLoading)
    }

    public var offeredActions: [ScreenAction<HistoryAction>] { [refresh] + rows.map(open) }
}

/// Presenter → view.
@MainActor
public protocol HistoryView: Screen, AlertDisplaying {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any HistoryPresenting)? { get set }
    func render(_ state: HistoryViewState)
}

/// View → presenter. The first load happens in `viewDidLoad()`; Refresh and opening a gather go
/// to `perform(_:)`.
@MainActor
public protocol HistoryPresenting: LifecycleForwarding, ActionPerforming<HistoryAction> {}

/// Presenter → interactor.
@MainActor
protocol HistoryInteracting: AnyObject {
    /// Past gathers, newest first.
    func gathers() async throws -> [Gather]
    /// Calls `reload` each time the gathers changed elsewhere, for as long as the follower lives.
    func followGathers(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower
}

/// Presenter → router.
@MainActor
protocol HistoryRouting: SessionEndedRouting {
    /// Opens `gather`'s details; `delegate` hears when it is deleted.
    func showGatherDetail(_ gather: Gather, delegate: any GatherDetailDelegate)
}
