import FootballGatherAPI
import Foundation
import VIPERKit

/// What GameDetail shows of a game, decided in one place.
extension GameDetailPresenter {
    static let nobodyYet = "Nobody has answered yet. Send the link to your players."
    static let inviteNote = "Players answer at this link, with no account."

    func makeContent(game: GameResponse?, loadFailure: String?, isLoading: Bool) -> GameDetailViewState {
        guard let game else {
            return GameDetailViewState(
                title: Self.title, emptyMessage: isLoading ? nil : loadFailure,
                actions: loadFailure == nil || isLoading
                    ? [] : [ScreenAction(.refresh, "Retry", role: .primary), Self.back(isEnabled: true)],
                isLoading: isLoading)
        }
        let enabled = !isLoading
        let played = result.map { ["Played: \($0.betweenTeams)"] } ?? []
        return GameDetailViewState(
            title: Self.title, when: formatWhen(game.startsAt, game.timeZone), place: game.place,
            facts: played + Self.facts(of: game), groups: Self.groups(of: game, isEnabled: enabled),
            emptyMessage: game.people.isEmpty ? Self.nobodyYet : nil, invitePath: game.invitePath,
            inviteNote: Self.inviteNote, remindText: reminder(for: game), invitationText: invitation(to: game),
            actions: [
                ScreenAction(.remind, "Remind", role: .primary, isEnabled: enabled, label: "Send a reminder"),
                ScreenAction(.sendLink, "Send invite link", isEnabled: enabled, label: "Send the invite link"),
                ScreenAction(
                    .pickTeams, "Pick teams", isEnabled: enabled && Self.canPickTeams(game),
                    label: "Pick teams from the players who are in"),
                ScreenAction(.edit, "Edit", isEnabled: enabled, label: "Edit the game"),
                game.answersOpen
                    ? ScreenAction(.closeAnswers, "Close answers", isEnabled: enabled)
                    : ScreenAction(.openAnswers, "Open answers", isEnabled: enabled),
                ScreenAction(.newLink, "New link", isEnabled: enabled, label: "Make a new invite link"),
                ScreenAction(.refresh, "Refresh", isEnabled: enabled),
                ScreenAction(.delete, "Delete", role: .destructive, isEnabled: enabled, label: "Delete this game"),
                Self.back(isEnabled: enabled),
            ],
            capacityActions: [
                ScreenAction(
                    .removePlace, "−", isEnabled: enabled && game.capacity > GameRules.capacity.lowerBound,
                    label: "One player fewer"),
                ScreenAction(
                    .addPlace, "+", isEnabled: enabled && game.capacity < GameRules.capacity.upperBound,
                    label: "One more player"),
            ],
            isLoading: isLoading)
    }

    /// Teams need a player each at least.
    static func canPickTeams(_ game: GameResponse) -> Bool {
        game.people.count { $0.standing == .in } >= 2
    }

    private static func back(isEnabled: Bool) -> ScreenAction<GameDetailAction> {
        ScreenAction(.close, "Back", role: .cancel, isEnabled: isEnabled)
    }

    /// Time zone, players, cost, weekly, answers, note: one line each.
    static func facts(of game: GameResponse) -> [String] {
        var facts = ["Time zone: \(game.timeZone)", "Players: \(game.capacity)"]
        if let cost = game.costPerHead { facts.append("Cost per head: \(GameText.cost(cost))") }
        if game.repeatsWeekly { facts.append("Repeats weekly") }
        facts.append(game.answersOpen ? "Answers open" : "Answers closed: only you can change who is in")
        if let note = game.note { facts.append("Note: \(note)") }
        return facts
    }

    static func groups(of game: GameResponse, isEnabled: Bool) -> [GamePeopleGroup] {
        let people = { (standing: GameStanding) in game.people.filter { $0.standing == standing } }
        let titled: [(GameStanding, String)] = [
            (.in, "In (\(people(.in).count) of \(game.capacity))"), (.waiting, "Waiting"), (.maybe, "Maybe"),
            (.out, "Out"), (.unanswered, "Not answered"),
        ]
        return titled.compactMap { standing, title in
            let rows = people(standing).map { row(for: $0, in: game, isEnabled: isEnabled) }
            return rows.isEmpty ? nil : GamePeopleGroup(title: title, rows: rows)
        }
    }

    static func row(for person: GamePerson, in game: GameResponse, isEnabled: Bool) -> GamePersonRow {
        var details: [String] = []
        if person.isGuest { details.append("Guest") }
        var actions: [ScreenAction<GameDetailAction>] = []
        if person.standing != .in {
            actions.append(
                ScreenAction(.moveIn(person.id), "Move in", isEnabled: isEnabled, label: "Move \(person.name) in"))
        }
        if person.standing != .out {
            actions.append(
                ScreenAction(.moveOut(person.id), "Move out", isEnabled: isEnabled, label: "Move \(person.name) out"))
        }
        if game.costPerHead != nil, person.standing == .in || person.paid {
            details.append(person.paid ? "Paid" : "Not paid")
            actions.append(
                ScreenAction(
                    .paid(person.id), person.paid ? "Untick paid" : "Tick paid", isEnabled: isEnabled,
                    label: person.paid ? "\(person.name) has not paid" : "\(person.name) paid"))
        }
        let name = person.waitingPosition.map { "\($0). \(person.name)" } ?? person.name
        return GamePersonRow(
            id: person.id, name: name, detail: details.isEmpty ? nil : details.joined(separator: " · "),
            actions: actions)
    }

    /// "Football on Thu, 26 Nov 2026, 19:00 at Hackney Marshes: 3 of 3 in. Not answered yet: Ivo.
    /// Waiting: 1. Dan, 2. Eve. Answer here:" (the link follows).
    func reminder(for game: GameResponse) -> String {
        let inCount = game.people.count { $0.standing == .in }
        var lines = [
            "Football on \(formatWhen(game.startsAt, game.timeZone)) at \(game.place): \(inCount) of \(game.capacity) in."
        ]
        let unanswered = game.people.filter { $0.standing == .unanswered }.map(\.name)
        if !unanswered.isEmpty { lines.append("Not answered yet: \(unanswered.joined(separator: ", ")).") }
        let waiting = game.people.filter { $0.standing == .waiting }
            .map { person in person.waitingPosition.map { "\($0). \(person.name)" } ?? person.name }
        if !waiting.isEmpty { lines.append("Waiting: \(waiting.joined(separator: ", ")).") }
        lines.append(game.answersOpen ? "Answer here:" : "Answers are closed. See who is in:")
        return lines.joined(separator: "\n")
    }

    /// "Football on Thu, 26 Nov 2026, 19:00 at Hackney Marshes. Are you in? Answer here:" (the link
    /// follows): the invitation for everyone, where the reminder is for those who have not answered.
    func invitation(to game: GameResponse) -> String {
        let ask = game.answersOpen ? "Are you in? Answer here:" : "Answers are closed. See who is in:"
        return "Football on \(formatWhen(game.startsAt, game.timeZone)) at \(game.place). \(ask)"
    }

    /// The reminder for a front end that cannot hand it to a share sheet itself: the text and the
    /// link's path.
    static func reminderAlert(for game: GameResponse, text: String) -> Alert {
        Alert(title: "Reminder", message: "\(text) \(game.invitePath) on this app's web address.")
    }

    /// The invitation for a front end that cannot hand it to a share sheet itself: the text and
    /// the link's path.
    static func invitationAlert(for game: GameResponse, text: String) -> Alert {
        Alert(title: "Invite link", message: "\(text) \(game.invitePath) on this app's web address.")
    }
}
