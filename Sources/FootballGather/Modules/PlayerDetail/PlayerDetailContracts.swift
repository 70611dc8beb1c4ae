import VIPERKit

/// Everything the PlayerDetail screen shows, rendered in one call.
public struct PlayerDetailViewState: Equatable, Sendable {
    /// The player's name.
    public var title: String
    /// PERSONAL (Name, Age), PLAY (Preferred position, Skill), LIKES (Favourite team).
    public var sections: [PlayerDetailSection]

    public init(title: String, sections: [PlayerDetailSection]) {
        self.title = title
        self.sections = sections
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
}

/// Presenter → view for the PlayerDetail screen.
@MainActor
public protocol PlayerDetailView: Screen {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any PlayerDetailPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: PlayerDetailViewState)
}

/// View → presenter for the PlayerDetail screen. `viewDidLoad` renders the first state.
@MainActor
public protocol PlayerDetailPresenting: LifecycleForwarding {
    /// Opens PlayerEdit for `field`.
    func didSelect(field: PlayerEditField)
    /// Goes back to the player list.
    func didTapBack()
}

/// Presenter → interactor for the PlayerDetail screen: keeps the player shown.
@MainActor
protocol PlayerDetailInteracting: AnyObject {
    /// The player as last saved.
    var player: Player { get }
    /// Replaces the player after a successful edit.
    func replacePlayer(with player: Player)
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
