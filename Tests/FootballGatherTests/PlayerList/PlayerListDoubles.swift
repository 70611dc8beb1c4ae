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
final class RecordingPlayerListRouter: RecordingRouter<RecordingPlayerListRouter.Route>, PlayerListRouting {
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

    func showDetail(of player: Player, delegate: any PlayerDetailDelegate) {
        record(.detail(player, delegate: ObjectIdentifier(delegate)))
    }

    func showAdd(delegate: any PlayerAddDelegate) { record(.add(delegate: ObjectIdentifier(delegate))) }

    func showConfirmPlayers(_ players: [Player], delegate: any ConfirmPlayersDelegate) {
        record(.confirmPlayers(players, delegate: ObjectIdentifier(delegate)))
    }

    func showHistory() { record(.history) }
    func showGames() { record(.games) }
    func showGather(resuming unfinished: UnfinishedGather, delegate: any GatherDelegate) {
        record(.resumeGather(unfinished, delegate: ObjectIdentifier(delegate)))
    }
    func returnToList() { record(.returnToList) }
    func showLogin() { record(.login(notice: nil)) }
    func showLogin(notice: String) { record(.login(notice: notice)) }
}

extension RecordingViewFactory {
    /// The last PlayerList view made, while its screen is alive.
    var playerListView: RecordingPlayerListView? { last() }

    func makePlayerListView() -> any PlayerListView { record(RecordingPlayerListView()) }
}
