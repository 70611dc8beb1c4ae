import FootballGather
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording ConfirmPlayers view (see ``RecordingView``).
final class RecordingConfirmPlayersView: RecordingView<ConfirmPlayersViewState>, ConfirmPlayersView {
    var presenter: (any ConfirmPlayersPresenting)?
}

/// Records where the ConfirmPlayers presenter navigates.
@MainActor
final class RecordingConfirmPlayersRouter: RecordingRouter<RecordingConfirmPlayersRouter.Route>,
    ConfirmPlayersRouting
{
    enum Route: LoginRoute {
        /// The Gather screen for `gather`, reporting to the object `delegate`.
        case gather(Gather, delegate: ObjectIdentifier)
        case login(notice: String)
    }

    func showGather(_ gather: Gather, delegate: any GatherDelegate) {
        record(.gather(gather, delegate: ObjectIdentifier(delegate)))
    }
}

/// Counts how often ConfirmPlayers reported the end of its gather.
@MainActor
final class RecordingConfirmPlayersDelegate: ConfirmPlayersDelegate {
    private(set) var endedGathers = 0

    func confirmPlayersDidEndGather() { endedGathers += 1 }
}

extension RecordingViewFactory {
    /// The last ConfirmPlayers view made, while its screen is alive.
    var confirmPlayersView: RecordingConfirmPlayersView? { last() }

    func makeConfirmPlayersView() -> any ConfirmPlayersView { record(RecordingConfirmPlayersView()) }
}
