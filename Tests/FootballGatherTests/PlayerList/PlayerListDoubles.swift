import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording PlayerList view (see ``RecordingView``).
final class RecordingPlayerListView: RecordingView<PlayerListViewState>, PlayerListView {
    var presenter: (any PlayerListPresenting)?
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
        case games
        /// Gather resuming `gather`, reporting to the object `delegate`.
        case resumeGather(UnfinishedGather, delegate: ObjectIdentifier)
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
    func showGames() { routes.append(.games) }
    func showGather(resuming unfinished: UnfinishedGather, delegate: any GatherDelegate) {
        routes.append(.resumeGather(unfinished, delegate: ObjectIdentifier(delegate)))
    }
    func returnToList() { routes.append(.returnToList) }
    func showLogin() { routes.append(.login(notice: nil)) }
    func showLogin(notice: String) { routes.append(.login(notice: notice)) }
}

extension RecordingViewFactory {
    /// The last PlayerList view made, while its screen is alive.
    var playerListView: RecordingPlayerListView? { last() }

    func makePlayerListView() -> any PlayerListView { record(RecordingPlayerListView()) }
}
