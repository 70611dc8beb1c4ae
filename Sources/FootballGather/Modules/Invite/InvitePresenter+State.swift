import FootballGatherAPI
import Foundation
import VIPERKit

/// What the Invite presenter knows, and every word and action of the screen decided from it in
/// one place.
struct InviteContent {
    static let title = "Football"
    static let unknownLink = "There is no game at this link."
    static let closed = "Answers to this game are closed: ask the organiser."
    static let nameLabel = "Your name"
    static let nameHint = "Pick your name, or type it if it is not listed (at most 40 characters)."
    static let noName = "Pick your name or type it, then answer."
    static let longName = "A name has at most \(GameRules.nameLength.upperBound) characters."
    static let promoted = "A place was freed: you are in now."

    let token: String
    var invite: InviteResponse?
    /// The name this device answered as; `nil` before its first answer.
    var you: String?
    /// Whether the player chose to answer as someone else than `you`.
    var choosesName = false
    /// The name field's text.
    var name = ""
    var confirmation: String?
    var failure: String?
    /// Why the game is not shown: it could not be loaded, or the link is over (`isOver`).
    var loadFailure: String?
    var isOver = false

    init(token: String) {
        self.token = token
    }

    /// Where the name this device answered as stands in the game, if it is listed.
    var yourStanding: GameStanding? {
        guard let you, let invite else { return nil }
        let key = GameRules.nameKey(you)
        return invite.people.first { GameRules.nameKey($0.name) == key }?.standing
    }

    /// Whether the name field is shown.
    var asksName: Bool { you == nil || choosesName }

    /// The name an answer is sent as: the field's, or the one remembered.
    var answeringName: String {
        asksName ? name.trimmingCharacters(in: .whitespacesAndNewlines) : you ?? ""
    }

    /// Why `name` cannot be answered as, or `nil` when it can: a name the game lists (a roster
    /// player's, which may be longer than a new name may be) always can.
    static func problem(withName name: String, listed: [InvitedPerson]) -> String? {
        if name.isEmpty { return noName }
        let key = GameRules.nameKey(name)
        if listed.contains(where: { GameRules.nameKey($0.name) == key }) { return nil }
        if name.count > GameRules.nameLength.upperBound { return longName }
        return nil
    }

    /// What an answer did, in a sentence.
    static func confirmation(of response: AnswerResponse) -> String {
        let position = response.waitingPosition ?? response.invite.people.count { $0.standing == .waiting }
        return switch response.standing {
        case .in: "You are in."
        case .waiting: "The game is full: you are number \(position) on the waiting list."
        case .maybe: "You answered Maybe."
        case .out: "You answered Out."
        case .unanswered: "Your answer was not recorded."
        }
    }

    /// Where a person stands, in a word or two: "In", "Waiting (number 2)".
    static func standing(_ person: InvitedPerson) -> String {
        switch person.standing {
        case .in: "In"
        case .waiting: person.waitingPosition.map { "Waiting (number \($0))" } ?? "Waiting"
        case .maybe: "Maybe"
        case .out: "Out"
        case .unanswered: "Not answered"
        }
    }

    /// The screen, disabled while `isLoading` (a request of the screen's runs).
    @MainActor func state(isLoading: Bool, formatWhen: (Date, String) -> String) -> InviteViewState {
        guard let invite else {
            let retry = ScreenAction(InviteAction.retry, "Try again", role: .primary, isEnabled: !isLoading)
            return InviteViewState(
                title: Self.title, token: token, notice: isLoading ? nil : loadFailure,
                actions: isOver || loadFailure == nil ? [] : [retry], isLoading: isLoading)
        }
        let enabled = !isLoading
        let answering = invite.answersOpen
        let me = you.flatMap { you in invite.people.first { GameRules.nameKey($0.name) == GameRules.nameKey(you) } }
        let shownName = me?.name ?? you
        let answerLabel = { (word: String) in asksName ? "Answer \(word)" : "Answer \(word) as \(shownName ?? "")" }
        return InviteViewState(
            title: Self.title, token: token, when: formatWhen(invite.startsAt, invite.timeZone),
            timeZone: "\(invite.timeZone) time", place: invite.place, note: invite.note,
            cost: invite.costPerHead.map { "\(GameText.cost($0)) a head" },
            repeats: invite.repeatsWeekly ? Self.weekly : nil, placesLeft: Self.placesLeft(in: invite),
            groups: Self.groups(of: invite),
            you: shownName.map { name in "You: \(name) — \(me.map(Self.standing) ?? "Not listed any more")" },
            asksName: answering && asksName, nameLabel: Self.nameLabel, nameHint: Self.nameHint, name: name,
            offeredNames: answering && asksName
                ? invite.people.filter { $0.standing == .unanswered }.map {
                    ScreenAction(.pick($0.name), $0.name, isEnabled: enabled, label: "I am \($0.name)")
                } : [],
            answers: answering
                ? [
                    ScreenAction(.answerIn, "In", role: .primary, isEnabled: enabled, label: answerLabel("In")),
                    ScreenAction(.answerMaybe, "Maybe", isEnabled: enabled, label: answerLabel("Maybe")),
                    ScreenAction(.answerOut, "Out", isEnabled: enabled, label: answerLabel("Out")),
                ] : [],
            confirmation: confirmation, failure: failure,
            notice: answering ? nil : Self.closed,
            actions: answering && !asksName
                ? [
                    ScreenAction(
                        .changeName, "Not \(shownName ?? "you")?", isEnabled: enabled,
                        label: "Not \(shownName ?? "you")? Answer as someone else")
                ] : [],
            calendarPath: GamePath.calendar(token), isLoading: isLoading)
    }

    /// What a weekly game says it is.
    static let weekly = "Every week"

    /// How many can still answer In and play: "3 places left", "1 place left"; once none is left,
    /// "Full: answer In to join the waiting list", or "Full" while answers are closed.
    static func placesLeft(in invite: InviteResponse) -> String {
        let left = max(0, invite.capacity - invite.people.count { $0.standing == .in })
        switch left {
        case 0: return invite.answersOpen ? "Full: answer In to join the waiting list" : "Full"
        case 1: return "1 place left"
        default: return "\(left) places left"
        }
    }

    /// In, waiting, maybe, out, not answered, with the people of each in the game's order.
    static func groups(of invite: InviteResponse) -> [InviteGroup] {
        let people = { (standing: GameStanding) in invite.people.filter { $0.standing == standing } }
        let titled: [(GameStanding, String)] = [
            (.in, "In (\(people(.in).count) of \(invite.capacity))"), (.waiting, "Waiting"), (.maybe, "Maybe"),
            (.out, "Out"), (.unanswered, "Not answered"),
        ]
        return titled.compactMap { standing, title in
            let names = people(standing).map { person in
                person.waitingPosition.map { "\($0). \(person.name)" } ?? person.name
            }
            return names.isEmpty ? nil : InviteGroup(title: title, names: names)
        }
    }
}
