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
final class RecordingHistoryRouter: HistoryRouting {
    private(set) var loginNotices: [String] = []
    /// The gathers opened, each with the object told when it is deleted.
    private(set) var openedGathers: [(gather: Gather, delegate: any GatherDetailDelegate)] = []

    func showLogin(notice: String) { loginNotices.append(notice) }

    func showGatherDetail(_ gather: Gather, delegate: any GatherDetailDelegate) {
        openedGathers.append((gather, delegate))
    }
}

extension RecordingViewFactory {
    /// The last History view made, while its screen is alive.
    var historyView: RecordingHistoryView? { last() }

    func makeHistoryView() -> any HistoryView { record(RecordingHistoryView()) }
}
