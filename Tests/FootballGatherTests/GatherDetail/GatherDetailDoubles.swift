import Foundation
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording GatherDetail view (see ``RecordingView``).
final class RecordingGatherDetailView: RecordingView<GatherDetailViewState>, GatherDetailView {
    var presenter: (any GatherDetailPresenting)?
}

/// Records where the GatherDetail presenter navigates.
@MainActor
final class RecordingGatherDetailRouter: RecordingRouter<RecordingGatherDetailRouter.Route>, GatherDetailRouting {
    enum Route: ClosingRoute, LoginRoute {
        case close
        case login(notice: String)
    }
}

/// Records what GatherDetail told the screen that opened it.
@MainActor
final class RecordingGatherDetailDelegate: GatherDetailDelegate {
    private(set) var deleted: [UUID] = []

    func gatherDetailDidDelete(id: UUID) { deleted.append(id) }
}

extension RecordingViewFactory {
    /// The last GatherDetail view made, while its screen is alive.
    var gatherDetailView: RecordingGatherDetailView? { last() }

    /// A recording GatherDetail view, for ``ModuleFactory/makeGatherDetail(gather:delegate:)``.
    func makeGatherDetailView() -> any GatherDetailView { record(RecordingGatherDetailView()) }
}
