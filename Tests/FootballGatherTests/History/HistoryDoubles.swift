import FootballGather
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording History view (see ``RecordingView``).
final class RecordingHistoryView: RecordingView<HistoryViewState>, HistoryView {
    var presenter: (any HistoryPresenting)?
}

/// Records where the History presenter navigates.
@MainActor
final class RecordingHistoryRouter: RecordingRouter<RecordingHistoryRouter.Route>, HistoryRouting {
    enum Route: LoginRoute {
        /// GatherDetail for `gather`, reporting to the object `delegate`.
        case gatherDetail(Gather, delegate: ObjectIdentifier)
        case login(notice: String)
    }

    func showGatherDetail(_ gather: Gather, delegate: any GatherDetailDelegate) {
        record(.gatherDetail(gather, delegate: ObjectIdentifier(delegate)))
    }
}

extension RecordingViewFactory {
    /// The last History view made, while its screen is alive.
    var historyView: RecordingHistoryView? { last() }

    func makeHistoryView() -> any HistoryView { record(RecordingHistoryView()) }
}
