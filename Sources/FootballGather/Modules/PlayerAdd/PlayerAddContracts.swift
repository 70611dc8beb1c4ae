import VIPERKit

/// What the user can do on the PlayerAdd screen.
public enum PlayerAddAction: String, ActionIdentifier {
    /// Creates the player (also Enter in the name field).
    case done
    /// Leaves without creating anything, asking first when a name was typed (also Back).
    case cancel
}

/// Everything the PlayerAdd screen shows, rendered in one call.
public struct PlayerAddViewState: ScreenState {
    public var title: String
    /// The name field.
    public var name: String
    public var nameLabel = "Name"
    /// Shown in the empty name field.
    public var placeholder: String
    /// Done (enabled only while the name passes the server's rules) and Cancel.
    public var actions: [ScreenAction<PlayerAddAction>]
    /// Why Done is off once something was typed, e.g. "The name must not be empty."
    public var problem: String?
    /// A request runs: show the loading indicator and ignore input.
    public var isLoading: Bool

    public init(
        title: String = "Add Player", name: String = "", placeholder: String = "Enter name of the player",
        isDoneEnabled: Bool = false, problem: String? = nil, isLoading: Bool = false
    ) {
        self.title = title
        self.name = name
        self.placeholder = placeholder
        actions = [
            ScreenAction(.done, "Done", role: .primary, isEnabled: isDoneEnabled),
            ScreenAction(.cancel, "Cancel", role: .cancel),
        ]
        self.problem = problem
        self.isLoading = isLoading
    }

    /// An empty name.
    public init() {
        self.init(title: "Add Player")
    }

    /// Whether Done can be used.
    public var isDoneEnabled: Bool { actions.allows(.done) }

    public var offeredActions: [ScreenAction<PlayerAddAction>] { actions }
}

/// Presenter → view for the PlayerAdd screen.
@MainActor
public protocol PlayerAddView: Screen, AlertDisplaying, ConfirmationAsking {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any PlayerAddPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: PlayerAddViewState)
}

/// The text fields of the PlayerAdd screen, by the ids front ends bind them with.
public enum PlayerAddField: String, CaseIterable, Sendable {
    case name
}

/// View → presenter for the PlayerAdd screen. `viewDidLoad` renders the first state; Done and
/// Cancel go to `perform(_:)`, typing to `fieldDidChange(_:to:)`.
@MainActor
public protocol PlayerAddPresenting: LifecycleForwarding, ActionPerforming<PlayerAddAction> {
    /// The user edited the name field.
    func fieldDidChange(_ field: PlayerAddField, to text: String)
}

/// Presenter → interactor for the PlayerAdd screen.
@MainActor
protocol PlayerAddInteracting: AnyObject {
    /// Creates a player with `name` (already trimmed) and no other details.
    func createPlayer(name: String) async throws -> Player
}

/// Presenter → router for the PlayerAdd screen.
@MainActor
protocol PlayerAddRouting: SessionEndedRouting {
    /// Goes back to the screen that opened PlayerAdd.
    func close()
}

/// What PlayerAdd tells the screen that opened it.
@MainActor
public protocol PlayerAddDelegate: AnyObject {
    /// `player` was created on the server.
    func playerAddDidCreate(_ player: Player)
}
