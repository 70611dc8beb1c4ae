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
final class RecordingGamesRouter: RecordingRouter<RecordingGamesRouter.Route>, GamesRouting {
    enum Route: LoginRoute {
        /// A new game's form, reporting to the object `delegate`.
        case newGame(delegate: ObjectIdentifier)
        /// GameDetail of the game `id`, reporting to the object `delegate`.
        case game(UUID, delegate: ObjectIdentifier)
        case login(notice: String)
    }

    func showNewGame(delegate: any GameEditDelegate) { record(.newGame(delegate: ObjectIdentifier(delegate))) }
    func showGame(id: UUID, delegate: any GameDetailDelegate) {
        record(.game(id, delegate: ObjectIdentifier(delegate)))
    }
}

extension RecordingViewFactory {
    /// The last Games view made, while its screen is alive.
    var gamesView: RecordingGamesView? { last() }

    func makeGamesView() -> any GamesView { record(RecordingGamesView()) }
}
