import VIPERKit

/// What a user can do on the tally screen, the smallest module the kits' tests run behind every
/// front end: add one, reset (only above zero), finish (the cancel action), or add a given number.
public enum TallyAction: NamedAction {
    case add
    case reset
    case finish
    case addMany(Int)

    public static let names = ActionNames<Self>([
        .plain("add", .add), .plain("reset", .reset), .plain("finish", .finish),
        .text("add-many", { Int($0).map(Self.addMany) }) {
            if case .addMany(let count) = $0 { String(count) } else { nil }
        },
    ])
}

/// The tally screen's state: a count and the actions offered for it.
public struct TallyState: ScreenState {
    public var title: String
    public var isLoading: Bool
    public var actions: [ScreenAction<TallyAction>]

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

    public var offeredActions: [ScreenAction<TallyAction>] { actions }
}

/// A tally presenter that records the actions it was asked to perform and the lifecycle events.
@MainActor
public final class RecordingTallyPresenter: ActionPerforming, LifecycleForwarding {
    public private(set) var performed: [TallyAction] = []
    public private(set) var loads = 0

    public init() {}

    public func perform(_ action: TallyAction) async {
        performed.append(action)
    }

    public func viewDidLoad() async {
        loads += 1
    }
}
