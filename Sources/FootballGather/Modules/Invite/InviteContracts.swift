import FootballGatherAPI
import Foundation
import VIPERKit

/// What a player can do on the Invite screen.
public enum InviteAction: NamedAction {
    /// Answers In as the chosen name.
    case answerIn
    /// Answers Maybe as the chosen name.
    case answerMaybe
    /// Answers Out as the chosen name.
    case answerOut
    /// Puts an offered name (one not answered yet) in the name field.
    case pick(String)
    /// Shows the name field again, to answer as someone else than the name remembered.
    case changeName
    /// Loads the game again after it could not be loaded.
    case retry

    public static let names = ActionNames<Self>([
        .plain("answer-in", .answerIn), .plain("answer-maybe", .answerMaybe), .plain("answer-out", .answerOut),
        .text("pick", Self.pick) { if case .pick(let name) = $0 { name } else { nil } },
        .plain("change-name", .changeName), .plain("retry", .retry),
    ])

    /// The answer this action sends, for the three answers.
    var answer: GameAnswer? {
        switch self {
        case .answerIn: .in
        case .answerMaybe: .maybe
        case .answerOut: .out
        default: nil
        }
    }
}

/// Everything the Invite screen shows, rendered in one call: a game seen through its invite link,
/// and the player's answer.
public struct InviteViewState: ScreenState {
    public var title: String
    /// The invite link's token: the page's address is `/games/<token>`.
    public var token: String
    /// "Thu, 26 Nov 2026, 19:00", in the game's time zone; empty before the game is loaded.
    public var when: String
    /// "Europe/London time": the zone `when` is written in.
    public var timeZone: String
    public var place: String
    public var note: String?
    /// "5.50 a head" (the amount as the game's page writes it); `nil` when the game is free.
    public var cost: String?
    /// "Every week" for a weekly game; `nil` for a one-off.
    public var repeats: String?
    /// "3 places left", "1 place left", or when none is left "Full: answer In to join the waiting
    /// list" ("Full" while answers are closed); empty before the game is loaded.
    public var placesLeft: String
    /// In, waiting (with positions), maybe, out, not answered; a group with nobody is left out.
    public var groups: [InviteGroup]
    /// "You: Ana — In" once this device answered; `nil` before.
    public var you: String?
    /// Whether the name field and the offered names are shown (no name is remembered, or the
    /// player chose to answer as someone else).
    public var asksName: Bool
    /// The name field's label, hint and text.
    public var nameLabel: String
    public var nameHint: String
    public var name: String
    /// The names not answered yet, each a button that puts it in the name field.
    public var offeredNames: [ScreenAction<InviteAction>]
    /// In, Maybe, Out; empty while answers cannot be given (closed, link replaced, no game).
    public var answers: [ScreenAction<InviteAction>]
    /// What the last answer did ("You are number 2 on the waiting list."); `nil` before.
    public var confirmation: String?
    /// Why the last answer failed (the server's sentence); `nil` otherwise.
    public var failure: String?
    /// Why no answer can be given, shown instead of the answers: answers closed, the link
    /// replaced, no game at the link, or the game could not be loaded.
    public var notice: String?
    /// Try again (after a failed load); "Not Ana?" (to answer as someone else).
    public var actions: [ScreenAction<InviteAction>]
    /// The game as a calendar event (`/games/<token>.ics`), while the link shows a game; `nil` otherwise.
    public var calendarPath: String?
    /// What the calendar link says: "Add to calendar".
    public var calendarTitle: String
    public var isLoading: Bool

    public init(
        title: String, token: String, when: String = "", timeZone: String = "", place: String = "",
        note: String? = nil, cost: String? = nil, repeats: String? = nil, placesLeft: String = "",
        groups: [InviteGroup] = [], you: String? = nil, asksName: Bool = false,
        nameLabel: String = "", nameHint: String = "", name: String = "",
        offeredNames: [ScreenAction<InviteAction>] = [], answers: [ScreenAction<InviteAction>] = [],
        confirmation: String? = nil, failure: String? = nil, notice: String? = nil,
        actions: [ScreenAction<InviteAction>] = [], calendarPath: String? = nil,
        calendarTitle: String = "Add to calendar", isLoading: Bool = false
    ) {
        self.title = title
        self.token = token
        self.when = when
        self.timeZone = timeZone
        self.place = place
        self.note = note
        self.cost = cost
        self.repeats = repeats
        self.placesLeft = placesLeft
        self.groups = groups
        self.you = you
        self.asksName = asksName
        self.nameLabel = nameLabel
        self.nameHint = nameHint
        self.name = name
        self.offeredNames = offeredNames
        self.answers = answers
        self.confirmation = confirmation
        self.failure = failure
        self.notice = notice
        self.actions = actions
        self.calendarPath = calendarPath
        self.calendarTitle = calendarTitle
        self.isLoading = isLoading
    }

    /// Nothing shown yet.
    public init() {
        self.init(title: "", token: "")
    }

    public var offeredActions: [ScreenAction<InviteAction>] { answers + offeredNames + actions }
}

/// The people of one standing, under a heading such as "In (3 of 3)".
public struct InviteGroup: Equatable, Sendable {
    public var title: String
    /// "Ana", or "2. Eve" while waiting.
    public var names: [String]

    public init(title: String, names: [String]) {
        self.title = title
        self.names = names
    }
}

/// Presenter → view for the Invite screen.
@MainActor
public protocol InviteView: Screen {
    /// Set by the assembly; the view owns its presenter.
    var presenter: (any InvitePresenting)? { get set }
    /// Draws `state`, replacing whatever was drawn before.
    func render(_ state: InviteViewState)
}

/// The text fields of the Invite screen, by the ids front ends bind them with.
public enum InviteField: String, CaseIterable, Sendable {
    /// The name to answer as.
    case name
}

/// View → presenter for the Invite screen. `viewDidLoad` loads the game and follows it; the
/// answers, names and Try again go to `perform(_:)`; typing goes to `fieldDidChange(_:to:)`.
@MainActor
public protocol InvitePresenting: LifecycleForwarding, ActionPerforming<InviteAction> {
    /// The name field now reads `name`.
    func fieldDidChange(_ field: InviteField, to text: String)
}

/// Presenter → interactor for the Invite screen.
@MainActor
protocol InviteInteracting: AnyObject {
    /// The game at the link as it stands now.
    func invite() async throws -> InviteResponse
    /// Answers `answer` as `name`, with the key remembered for that name, and remembers the
    /// name and the key the server gave.
    func answer(_ answer: GameAnswer, as name: String) async throws -> AnswerResponse
    /// The name this device answered as at the link, if any.
    func rememberedName() -> String?
    /// News of the game from now on.
    func news() -> AsyncStream<LinkNews>
}

/// Presenter → router for the Invite screen: it leads nowhere (a player needs no account).
@MainActor
protocol InviteRouting: AnyObject {}
