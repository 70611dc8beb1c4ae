import VIPERKit

/// What a user can do on the tally screen, the smallest module the kits' tests run behind every
/// front end: add one, reset (only above zero), finish (the cancel action), or add a given number.
public enum TallyAction: NamedAction {
    /// Adds one.
    case add
    /// Sets the count back to zero.
    case reset
    /// Leaves the screen: the cancel action.
    case finish
    /// Adds the number given, an action with an argument (`add-many 5`).
    case addMany(Int)

    /// Each action's name for front ends: `add`, `reset`, `finish`, and `add-many` with the number.
    public static let names = ActionNames<Self>([
        .plain("add", .add), .plain("reset", .reset), .plain("finish", .finish),
        .text("add-many", { Int($0).map(Self.addMany) }) {
            if case .addMany(let count) = $0 { String(count) } else { nil }
        },
    ])
}

/// The tally screen's state: a count and the actions offered for it.
public struct TallyState: ScreenState {
    /// "Tally" and the count.
    public var title: String
    /// A request runs.
    public var isLoading: Bool
    /// Add one, Reset, Done and Add five, in this order.
    public var actions: [ScreenAction<TallyAction>]

    /// The state for a count of zero.
    public init() {
        self.init(count: 0)
    }

    /// The state a tally presenter renders for `count`: Reset is disabled at zero.
    public init(count: Int, isLoading: Bool = false) {
        title = "Tally \(count)"
        self.isLoading = isLoading
        actions = [
            ScreenAction(.add, "Add one", role: .primary),
            ScreenAction(.reset, "Reset", role: .destructive, isEnabled: count > 0),
            ScreenAction(.finish, "Done", role: .cancel),
            ScreenAction(.addMany(5), "Add five", label: "Add five to the tally"),
        ]
    }

    /// The ``actions``.
    public var offeredActions: [ScreenAction<TallyAction>] { actions }
}

/// A tally presenter that records the actions it was asked to perform and the lifecycle events.
@MainActor
public final class RecordingTallyPresenter: ActionPerforming, LifecycleForwarding {
    /// Every action performed, oldest first.
    public private(set) var performed: [TallyAction] = []
    /// How many times the view loaded.
    public private(set) var loads = 0

    /// A presenter that has performed nothing and heard no load.
    public init() {}

    /// Records `action`.
    public func perform(_ action: TallyAction) async {
        performed.append(action)
    }

    /// Counts a load.
    public func viewDidLoad() async {
        loads += 1
    }
}
