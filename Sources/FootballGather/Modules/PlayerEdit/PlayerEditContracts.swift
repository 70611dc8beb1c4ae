import FootballGatherAPI
import Foundation
import VIPERKit

/// A player's field that PlayerEdit changes.
public enum PlayerEditField: CaseIterable, Equatable, Sendable {
    case name
    case age
    case preferredPosition
    case skill
    case favouriteTeam

    /// The field's name as the user reads it.
    public var title: String {
        switch self {
        case .name: "Name"
        case .age: "Age"
        case .preferredPosition: "Preferred position"
        case .skill: "Skill"
        case .favouriteTeam: "Favourite team"
        }
    }
}

/// What the user can do on the PlayerEdit screen.
public enum PlayerEditAction: NamedAction {
    /// Saves the new value (also Enter in the text field).
    case done
    /// Leaves without saving, asking first when the value was changed (also Back).
    case cancel
    /// Chooses the option at this index of ``PlayerEditInput/choice(_:)``.
    case choose(Int)
    /// Chooses the option at this index, then saves when that leaves Done enabled (Enter on a list).
    case chooseAndSave(Int)

    public static let names = ActionNames<Self>([
        .plain("done", .done), .plain("cancel", .cancel),
        .text("choose", { Int($0).map(Self.choose) }) {
            if case .choose(let index) = $0 { String(index) } else { nil }
        },
        .text("choose-and-save", { Int($0).map(Self.chooseAndSave) }) {
            if case .chooseAndSave(let index) = $0 { String(index) } else { nil }
        },
    ])
}

/// Everything the PlayerEdit screen shows, rendered in one call.
public struct PlayerEditViewState: ScreenState {
    /// The player edited; `nil` before one is.
    public var playerID: UUID?
    /// The field edited; `nil` before one is.
    public var field: PlayerEditField?
    /// The field's name, e.g. "Age".
    public var title: String
    public var input: PlayerEditInput
    /// Done (enabled only when the value changed and is valid) and Cancel.
    public var actions: [ScreenAction<PlayerEditAction>]
    /// Why the typed value cannot be saved, e.g. "The age must be a whole number from 1 to 120, or empty."
    public var problem: String?
    /// A request runs: show the loading indicator and ignore input.
    public var isLoading: Bool

    public init(
        playerID: UUID? = nil, field: PlayerEditField? = nil, title: String, input: PlayerEditInput,
        isDoneEnabled: Bool = false, problem: String? = nil, isLoading: Bool = false
    ) {
        self.playerID = playerID
        self.field = field
        self.title = title
        self.input = input
        actions = [
            ScreenAction(.done, "Done", role: .primary, isEnabled: isDoneEnabled),
            ScreenAction(.cancel, "Cancel", role: .cancel),
        ]
        self.problem = problem
        self.isLoading = isLoading
    }

    /// Nothing to edit yet.
    public init() {
        self.init(title: "", input: .choice([]))
    }

    /// Whether Done can be used.
    public var isDoneEnabled: Bool { actions.allows(.done) }

    public var offeredActions: [ScreenAction<PlayerEditAction>] {
        guard case .choice(let options) = input else { return actions }
        return actions
            + options.indices.flatMap { index in
                [
                    ScreenAction(.choose(index), options[index].title),
                    ScreenAction(
                        .chooseAndSave(index), "Choose and save", label: "Choose \(options[index].title) and save"),
                ]
            }
    }
}

/// How the value is entered: typed text, or one choice from a list.
public enum PlayerEditInput: Equatable, Sendable {
    /// A text field holding `text`; `isNumeric` asks for a number pad.
    case text(String, placeholder: String, isNumeric: Bool)
    /// The options, the current one marked; the last one ("None") clears the value.
    case choice([PlayerEditOption])
}

/// One choice of a selection field.
public struct PlayerEditOption: Equatable, Sendable {
    public var title: String
    public var isSelected: Bool

    public init(title: String, isSelected: Bool) {
        self.title = title
        self.isSelected = isSelected
    }
}

/// Presenter → view for the PlayerEdit screen.
@MainActor
public protocol PlayerEditView: Screen, AlertDisplaying, ConfirmationAsking {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any PlayerEditPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: PlayerEditViewState)
}

/// The text fields of the PlayerEdit screen, by the ids front ends bind them with: one, the value
/// of the player's field being edited (name, age, favourite team).
public enum PlayerEditTextField: String, CaseIterable, Sendable {
    case value
}

/// View → presenter for the PlayerEdit screen. `viewDidLoad` renders the first state; Done,
/// Cancel and choosing an option go to `perform(_:)`, typing to `fieldDidChange(_:to:)`.
@MainActor
public protocol PlayerEditPresenting: LifecycleForwarding, ActionPerforming<PlayerEditAction> {
    /// The user edited `field`, which now reads `text`.
    func fieldDidChange(_ field: PlayerEditTextField, to text: String)
}

/// A new value for the edited field, as the presenter collected it.
enum PlayerEditValue: Equatable {
    /// Typed text for name, age or favourite team.
    case text(String)
    case position(PlayerPosition?)
    case skill(PlayerSkill?)
}

/// Presenter → interactor for the PlayerEdit screen.
@MainActor
protocol PlayerEditInteracting: AnyObject {
    /// `player` with `field` set to `value`; `nil` when the value is invalid or unchanged
    /// (text compared after trimming; a change of capitals alone is a change).
    func editedPlayer(_ player: Player, field: PlayerEditField, value: PlayerEditValue) -> Player?
    /// Why `value` breaks the player rules for `field`, as a sentence; `nil` when it is valid.
    func problem(with value: PlayerEditValue, field: PlayerEditField) -> String?
    /// Saves every field of `player` over `original` and returns what the server stored;
    /// throws ``ServiceError/changedElsewhere`` when the server no longer has `original`.
    func updatePlayer(_ player: Player, replacing original: Player) async throws -> Player
    /// The player with `id` as the server has it now.
    func reloadPlayer(id: UUID) async throws -> Player
}

/// Presenter → router for the PlayerEdit screen.
@MainActor
protocol PlayerEditRouting: SessionEndedRouting {
    /// Goes back to the screen that opened PlayerEdit.
    func close()
}

/// What PlayerEdit tells the screen that opened it.
@MainActor
public protocol PlayerEditDelegate: AnyObject {
    /// `player` is what the server now stores: saved with the new value, or reloaded after
    /// a change made elsewhere.
    func playerEditDidUpdate(_ player: Player)
}
