import VIPERKit

/// Everything the PlayerAdd screen shows, rendered in one call.
public struct PlayerAddViewState: Equatable, Sendable {
    public var title: String
    /// The name field.
    public var name: String
    /// Shown in the empty name field.
    public var placeholder: String
    /// Done is enabled only while the trimmed name is non-empty (and not too long).
    public var isDoneEnabled: Bool
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
        self.isDoneEnabled = isDoneEnabled
        self.problem = problem
        self.isLoading = isLoading
    }
}

/// Presenter → view for the PlayerAdd screen.
@MainActor
public protocol PlayerAddView: Screen, AlertDisplaying, ConfirmationAsking {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any PlayerAddPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: PlayerAddViewState)
}

/// View → presenter for the PlayerAdd screen. `viewDidLoad` renders the first state.
@MainActor
public protocol PlayerAddPresenting: LifecycleForwarding {
    /// The user edited the name field.
    func nameDidChange(_ name: String)
    /// Creates the player, tells the delegate and goes back.
    func didTapDone() async
    /// Goes back without creating anything, asking first when a name was typed.
    func didTapCancel() async
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
