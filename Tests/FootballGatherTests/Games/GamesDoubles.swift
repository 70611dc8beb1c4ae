import FootballGather
import Foundation
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording Games view (see ``RecordingView``).
final class RecordingGamesView: RecordingView<GamesViewState>, GamesView {
    var presenter: (any GamesPresenting)?
}

/// Records where the Games presenter navigates.
@MainActor
final class RecordingGamesRouter: GamesRouting {
    private(set) var loginNotices: [String] = []
    /// The objects told of each new game's form opened.
    private(set) var newGameDelegates: [ObjectIdentifier] = []

    func showLogin(notice: String) { loginNotices.append(notice) }
    /// The games opened, each with the object told of its changes.
    private(set) var openedGames: [(id: UUID, delegate: ObjectIdentifier)] = []

    func showNewGame(delegate: any GameEditDelegate) { newGameDelegates.append(ObjectIdentifier(delegate)) }
    func showGame(id: UUID, delegate: any GameDetailDelegate) { openedGames.append((id, ObjectIdentifier(delegate))) }
}

extension RecordingViewFactory {
    /// The last Games view made, while its screen is alive.
    var gamesView: RecordingGamesView? { last() }

    func makeGamesView() -> any GamesView { record(RecordingGamesView()) }
}
