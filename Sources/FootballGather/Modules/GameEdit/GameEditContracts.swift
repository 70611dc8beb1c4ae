import FootballGatherAPI
import Foundation
import VIPERKit

/// What the user can do on the GameEdit screen.
public enum GameEditAction: String, ActionIdentifier {
    /// Checks every field and saves the game (also Enter in a field).
    case save
    /// Leaves without saving, asking first when something was changed (also Back).
    case cancel
}

/// A field of the GameEdit form.
public enum GameEditField: String, CaseIterable, Sendable {
    case date, time
    case timeZone = "time-zone"
    case place, capacity, note
    case cost = "cost-per-head"

    /// The field's name in a form (`date`, `time-zone`…).
    public var name: String { rawValue }
}

/// A switch of the GameEdit form.
public enum GameEditSwitch: String, CaseIterable, Sendable {
    /// "Repeat weekly": the next week's game is made once this one has been played.
    case repeatsWeekly = "repeats-weekly"
}

/// One text field of the GameEdit form as the screen shows it.
public struct GameEditFieldState: Equatable, Sendable, Identifiable {
    /// What a front end may offer to type in it.
    public enum Kind: Sendable {
        case text, number, decimal, date, time
    }

    public var id: GameEditField
    public var label: String
    public var value: String
    public var kind: Kind
    /// Shown in the empty field, e.g. "Optional".
    public var placeholder: String?
    /// Why the value cannot be saved, naming the field; `nil` while it can (or was not checked yet).
    public var problem: String?

    public init(
        _ id: GameEditField, label: String, value: String, kind: Kind = .text, placeholder: String? = nil,
        problem: String? = nil
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.kind = kind
        self.placeholder = placeholder
        self.problem = problem
    }
}

/// Everything the GameEdit screen shows, rendered in one call.
public struct GameEditViewState: ScreenState {
    /// "New game" or "Edit game".
    public var title: String
    /// The game being changed; `nil` for a new one.
    public var gameID: UUID?
    /// Date, time, time zone, place, capacity, note and cost per head, in this order.
    public var fields: [GameEditFieldState]
    public var repeatsWeeklyLabel = "Repeat weekly"
    public var repeatsWeekly: Bool
    /// Save (primary) and Cancel.
    public var actions: [ScreenAction<GameEditAction>]
    /// A request runs: show the loading indicator and ignore input.
    public var isLoading: Bool

    public init(
        title: String, fields: [GameEditFieldState], repeatsWeekly: Bool = false,
        actions: [ScreenAction<GameEditAction>] = [], isLoading: Bool = false
    ) {
        self.title = title
        self.fields = fields
        self.repeatsWeekly = repeatsWeekly
        self.actions = actions
        self.isLoading = isLoading
    }

    /// Nothing shown yet.
    public init() {
        self.init(title: "", fields: [])
    }

    /// The field `id`, when shown.
    public func field(_ id: GameEditField) -> GameEditFieldState? {
        fields.first { $0.id == id }
    }

    public var offeredActions: [ScreenAction<GameEditAction>] { actions }
}

/// Presenter → view for the GameEdit screen.
@MainActor
public protocol GameEditView: Screen, AlertDisplaying, ConfirmationAsking {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any GameEditPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: GameEditViewState)
}

/// View → presenter for the GameEdit screen. Save and Cancel go to `perform(_:)`, typing to
/// `fieldDidChange(_:to:)`, the switch to `switchDidChange(_:isOn:)`.
@MainActor
public protocol GameEditPresenting: LifecycleForwarding, ActionPerforming<GameEditAction> {
    /// The user edited `field`.
    func fieldDidChange(_ field: GameEditField, to value: String)
    /// The user flipped `toggle`, which is now on or off.
    func switchDidChange(_ toggle: GameEditSwitch, isOn: Bool)
}

/// Presenter → interactor for the GameEdit screen.
@MainActor
protocol GameEditInteracting: AnyObject {
    func createGame(_ request: GameRequest) async throws -> GameResponse
    func updateGame(id: UUID, with request: GameRequest) async throws -> GameResponse
}

/// Presenter → router for the GameEdit screen.
@MainActor
protocol GameEditRouting: SessionEndedRouting {
    /// Goes back to the screen that opened GameEdit.
    func close()
}

/// What GameEdit tells the screen that opened it.
@MainActor
public protocol GameEditDelegate: AnyObject {
    /// `game` was created or changed on the server.
    func gameEditDidSave(_ game: GameResponse)
}
