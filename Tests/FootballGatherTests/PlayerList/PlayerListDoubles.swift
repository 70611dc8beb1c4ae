import Foundation
import Testing
import VIPERKit

@testable import FootballGather

/// Records every state the PlayerList presenter renders, every alert and every question;
/// answers questions from `answers`, in order.
@MainActor
final class RecordingPlayerListView: PlayerListView {
    var presenter: (any PlayerListPresenting)?
    private(set) var states: [PlayerListViewState] = []
    private(set) var alerts: [Alert] = []
    private var script = ScriptedAnswers()
    var questions: [VIPERKit.Confirmation] { script.questions }
    /// The answers to the next questions, first one first.
    var answers: [Bool] {
        get { script.answers }
        set { script.answers = newValue }
    }

    func render(_ state: PlayerListViewState) { states.append(state) }
    func show(_ alert: Alert) { alerts.append(alert) }

    func ask(_ confirmation: VIPERKit.Confirmation) async -> Bool {
        script.answer(confirmation)
    }
}

/// Records where the PlayerList presenter navigates.
@MainActor
final class RecordingPlayerListRouter: PlayerListRouting {
    enum Route: Equatable {
        /// PlayerDetail for `player`, reporting to the object `delegate`.
        case detail(Player, delegate: ObjectIdentifier)
        case add(delegate: ObjectIdentifier)
        case confirmPlayers([Player], delegate: ObjectIdentifier)
        case history
        case returnToList
        /// Login after logging out (`nil`), or with a notice.
        case login(notice: String?)
    }

    private(set) var routes: [Route] = []

    func showDetail(of player: Player, delegate: any PlayerDetailDelegate) {
        routes.append(.detail(player, delegate: ObjectIdentifier(delegate)))
    }

    func showAdd(delegate: any PlayerAddDelegate) { routes.append(.add(delegate: ObjectIdentifier(delegate))) }

    func showConfirmPlayers(_ players: [Player], delegate: any ConfirmPlayersDelegate) {
        routes.append(.confirmPlayers(players, delegate: ObjectIdentifier(delegate)))
    }

    func showHistory() { routes.append(.history) }
    func returnToList() { routes.append(.returnToList) }
    func showLogin() { routes.append(.login(notice: nil)) }
    func showLogin(notice: String) { routes.append(.login(notice: notice)) }
}
