import FootballGatherAPI
import Foundation
import VIPERKit

/// What the user can do on the PlayerDetail screen.
public enum PlayerDetailAction: NamedAction {
    /// Opens PlayerEdit for the field.
    case edit(PlayerEditField)
    /// Goes back to the player list.
    case back

    public static let names = ActionNames<Self>([
        .text("edit", { name in PlayerEditField.allCases.first { $0.name == name }.map(Self.edit) }) {
            if case .edit(let field) = $0 { field.name } else { nil }
        },
        .plain("back", .back),
    ])
}

extension PlayerEditField {
    /// The field's name in text form, e.g. "preferred-position".
    public var name: String {
        switch self {
        case .name: "name"
        case .age: "age"
        case .preferredPosition: "preferred-position"
        case .skill: "skill"
        case .favouriteTeam: "favourite-team"
        }
    }
}

/// Everything the PlayerDetail screen shows, rendered in one call.
public struct PlayerDetailViewState: ScreenState {
    /// The player shown; `nil` before one is.
    public var playerID: UUID?
    /// The player's name.
    public var title: String
    /// PERSONAL (Name, Age), PLAY (Preferred position, Skill), LIKES (Favourite team).
    public var sections: [PlayerDetailSection]
    /// The player's record from ended gathers, below the sections.
    public var form: PlayerDetailForm
    /// "Back" to the list, also run by Escape and the title bar's Back.
    public var back = ScreenAction(PlayerDetailAction.back, "Back", role: .cancel)
    /// Nothing loads on this screen.
    public var isLoading: Bool { false }

    public init(
        playerID: UUID? = nil, title: String, sections: [PlayerDetailSection],
        form: PlayerDetailForm = PlayerDetailForm(lines: [])
    ) {
        self.playerID = playerID
        self.title = title
        self.sections = sections
        self.form = form
    }

    /// No player shown yet.
    public init() {
        self.init(title: "", sections: [])
    }

    public var offeredActions: [ScreenAction<PlayerDetailAction>] {
        sections.flatMap(\.rows).map(\.edit) + [back]
    }
}

/// The player's form as lines of text under the title "FORM": "Played 6 · Won 3 · Drawn 1 ·
/// Lost 2 · Win rate 50%" and "Last five: W L W D L", or a sentence while it loads or when it
/// cannot.
public struct PlayerDetailForm: Equatable, Sendable {
    public var title = "FORM"
    public var lines: [String]

    public init(lines: [String]) {
        self.lines = lines
    }
}

/// A titled group of detail rows.
public struct PlayerDetailSection: Equatable, Sendable {
    public var title: String
    public var rows: [PlayerDetailRow]

    public init(title: String, rows: [PlayerDetailRow]) {
        self.title = title
        self.rows = rows
    }
}

/// One field of the player; choosing it opens PlayerEdit for ``field``.
public struct PlayerDetailRow: Equatable, Sendable {
    public var field: PlayerEditField
    /// The field's name, e.g. "Preferred position".
    public var title: String
    /// The value as text; blank when the player has none.
    public var value: String

    public init(field: PlayerEditField, title: String, value: String) {
        self.field = field
        self.title = title
        self.value = value
    }

    /// "Edit", which opens PlayerEdit for ``field``.
    public var edit: ScreenAction<PlayerDetailAction> {
        ScreenAction(.edit(field), "Edit", label: "Edit \(title)")
    }
}

/// Presenter → view for the PlayerDetail screen.
@MainActor
public protocol PlayerDetailView: Screen {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any PlayerDetailPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: PlayerDetailViewState)
}

/// View → presenter for the PlayerDetail screen. `viewDidLoad` renders the first state; every
/// action goes to `perform(_:)`.
@MainActor
public protocol PlayerDetailPresenting: LifecycleForwarding, ActionPerforming<PlayerDetailAction> {}

/// Presenter → interactor for the PlayerDetail screen: keeps the player shown.
@MainActor
protocol PlayerDetailInteracting: AnyObject {
    /// The player as last saved.
    var player: Player { get }
    /// Replaces the player after a successful edit.
    func replacePlayer(with player: Player)
    /// The player's record over their ended gathers.
    func record() async throws -> PlayerRecordResponse
    /// Calls `reload` each time the player or their record changed elsewhere, while the follower lives.
    func followPlayer(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower
    /// The player as saved now, kept as ``player``; `nil` when they were deleted.
    func reloadPlayer() async throws -> Player?
}

/// Presenter → router for the PlayerDetail screen.
@MainActor
protocol PlayerDetailRouting: AnyObject {
    func showEdit(of player: Player, field: PlayerEditField, delegate: any PlayerEditDelegate)
    /// Goes back to the screen that opened PlayerDetail.
    func close()
}

/// What PlayerDetail tells the screen that opened it.
@MainActor
public protocol PlayerDetailDelegate: AnyObject {
    /// `player` was changed and saved on the server.
    func playerDetailDidUpdate(_ player: Player)
}
