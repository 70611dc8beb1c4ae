import FootballGatherAPI
import Foundation
import VIPERKit

/// What the organiser can do on the GameDetail screen.
public enum GameDetailAction: NamedAction {
    /// Puts the person in, even past the capacity.
    case moveIn(UUID)
    /// Puts the person out; the first waiting moves in.
    case moveOut(UUID)
    /// Ticks or unticks that the person paid the cost per head.
    case paid(UUID)
    /// One more player.
    case addPlace
    /// One player fewer.
    case removePlace
    /// Stops players answering through the link.
    case closeAnswers
    /// Lets players answer through the link again.
    case openAnswers
    /// Asks, then makes a new invite link; the old one stops working.
    case newLink
    /// Shows the reminder: who has not answered, who waits, and the link (a browser shares it itself).
    case remind
    /// Shows the invitation with the link, for everyone (a browser shares it itself).
    case sendLink
    /// Opens ConfirmPlayers with everyone who is in (guests join the roster), ready for Balance teams.
    case pickTeams
    /// Opens GameEdit for this game.
    case edit
    /// Asks, then deletes the game and goes back to Games.
    case delete
    /// Loads the game again.
    case refresh
    /// Goes back to Games (also Back).
    case close

    public static let names = ActionNames<Self>([
        .id("move-in", Self.moveIn) { if case .moveIn(let id) = $0 { id } else { nil } },
        .id("move-out", Self.moveOut) { if case .moveOut(let id) = $0 { id } else { nil } },
        .id("paid", Self.paid) { if case .paid(let id) = $0 { id } else { nil } },
        .plain("add-place", .addPlace), .plain("remove-place", .removePlace),
        .plain("close-answers", .closeAnswers), .plain("open-answers", .openAnswers),
        .plain("new-link", .newLink), .plain("remind", .remind), .plain("send-link", .sendLink),
        .plain("pick-teams", .pickTeams),
        .plain("edit", .edit), .plain("delete", .delete), .plain("refresh", .refresh), .plain("close", .close),
    ])
}

/// Everything the GameDetail screen shows, rendered in one call.
public struct GameDetailViewState: ScreenState {
    public var title: String
    /// The game shown, known before it is loaded; `nil` before the presenter's first render.
    public var gameID: UUID?
    /// "Thu, 26 Nov 2026, 19:00", in the game's time zone.
    public var when: String
    public var place: String
    /// The game's other facts, one line each: the result once played ("Played: Team A 2 : 1 Team B"),
    /// time zone, players, cost, weekly, answers open or closed, note.
    public var facts: [String]
    /// In, waiting, maybe, out, not answered; a group with nobody is left out.
    public var groups: [GamePeopleGroup]
    /// Shown instead of the groups: nobody was offered the game yet, or why it could not be loaded.
    public var emptyMessage: String?
    /// The invite page's path (`/games/<token>`) and what it means.
    public var invitePath: String?
    public var inviteNote: String?
    /// The reminder, to share with the link: who has not answered and who waits.
    public var remindText: String
    /// The invitation, to share with the link: when and where, for anyone.
    public var invitationText: String
    /// Remind (primary), Send invite link, Pick teams, Edit, Close or Open answers, New link, Delete; Back (the cancel action).
    public var actions: [ScreenAction<GameDetailAction>]
    /// One player fewer, one more.
    public var capacityActions: [ScreenAction<GameDetailAction>]
    public var isLoading: Bool

    public init(
        title: String = "Game", when: String = "", place: String = "", facts: [String] = [],
        groups: [GamePeopleGroup] = [], emptyMessage: String? = nil, invitePath: String? = nil,
        inviteNote: String? = nil, remindText: String = "", invitationText: String = "",
        actions: [ScreenAction<GameDetailAction>] = [],
        capacityActions: [ScreenAction<GameDetailAction>] = [], isLoading: Bool = false
    ) {
        self.title = title
        self.when = when
        self.place = place
        self.facts = facts
        self.groups = groups
        self.emptyMessage = emptyMessage
        self.invitePath = invitePath
        self.inviteNote = inviteNote
        self.remindText = remindText
        self.invitationText = invitationText
        self.actions = actions
        self.capacityActions = capacityActions
        self.isLoading = isLoading
    }

    /// Nothing loaded yet.
    public init() {
        self.init(title: "Game")
    }

    /// Every person, group after group.
    public var rows: [GamePersonRow] { groups.flatMap(\.rows) }

    public var offeredActions: [ScreenAction<GameDetailAction>] {
        actions + capacityActions + rows.flatMap(\.actions)
    }
}

/// The people of one standing, under a heading such as "In (3 of 3)".
public struct GamePeopleGroup: Equatable, Sendable {
    public var title: String
    public var rows: [GamePersonRow]

    public init(title: String, rows: [GamePersonRow]) {
        self.title = title
        self.rows = rows
    }
}

/// One person as GameDetail shows them.
public struct GamePersonRow: Equatable, Sendable, Identifiable {
    public var id: UUID
    /// "2. Eve" while waiting, else the name.
    public var name: String
    /// "Guest", "Paid"…, joined by " · "; `nil` when there is nothing to add.
    public var detail: String?
    /// Move in / Move out, and Paid or Not paid when the game has a cost.
    public var actions: [ScreenAction<GameDetailAction>]

    public init(id: UUID, name: String, detail: String? = nil, actions: [ScreenAction<GameDetailAction>] = []) {
        self.id = id
        self.name = name
        self.detail = detail
        self.actions = actions
    }
}

/// Presenter → view for the GameDetail screen.
@MainActor
public protocol GameDetailView: Screen, AlertDisplaying, ConfirmationAsking {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any GameDetailPresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: GameDetailViewState)
}

/// View → presenter for the GameDetail screen. `viewDidLoad` loads the game; every action the
/// state offers goes to `perform(_:)`.
@MainActor
public protocol GameDetailPresenting: LifecycleForwarding, ActionPerforming<GameDetailAction> {}

/// Presenter → interactor for the GameDetail screen.
@MainActor
protocol GameDetailInteracting: AnyObject {
    func game(id: UUID) async throws -> GameResponse
    /// Calls `reload` each time game `id` changed elsewhere (an answer arrived) or a gather started
    /// or ended, while the follower lives.
    func followGame(id: UUID, _ reload: @escaping @MainActor () async -> Void) -> TopicFollower
    /// The final score of gather `id` once it ended; `nil` while it is played (or gone).
    func result(ofGather id: UUID) async throws -> GatherScore?
    /// Saves `game`'s fields as they are (capacity, answers open…).
    func save(_ game: GameResponse) async throws -> GameResponse
    func change(person: UUID, ofGame id: UUID, _ change: GamePersonChange) async throws -> GameResponse
    func renewInviteLink(ofGame id: UUID) async throws -> GameResponse
    /// Deletes game `id`; one already gone counts as deleted.
    func deleteGame(id: UUID) async throws
    /// Everyone in game `id` as the roster's players (guests join the roster), and the game.
    func pickTeams(ofGame id: UUID) async throws -> (players: [Player], game: GameResponse)
}

/// Presenter → router for the GameDetail screen.
@MainActor
protocol GameDetailRouting: SessionEndedRouting {
    /// Opens GameEdit for `game`; `delegate` hears when it is saved.
    func showEdit(of game: GameResponse, delegate: any GameEditDelegate)
    /// Opens ConfirmPlayers with `players` on the bench, for a gather linked to game `gameID`.
    func showConfirmPlayers(_ players: [Player], fromGame gameID: UUID, delegate: any ConfirmPlayersDelegate)
    /// Comes back to GameDetail from the screens opened after it (the gather ended).
    func returnToGame()
    /// Goes back to the screen that opened GameDetail.
    func close()
}

/// What GameDetail tells the screen that opened it.
@MainActor
public protocol GameDetailDelegate: AnyObject {
    /// The game changed (its people, capacity, link…).
    func gameDetailDidChange(_ game: GameResponse)
    /// The game with `id` was deleted.
    func gameDetailDidDelete(id: UUID)
}
