import FootballGather
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording Gather view (see ``RecordingView``) that tests can await: the ticks of an advanced
/// test clock reach it asynchronously.
final class RecordingGatherView: RecordingView<GatherViewState>, GatherView {
    var presenter: (any GatherPresenting)?

    /// Returns once the last rendered state shows `clock`.
    func waitForClock(_ clock: String) async {
        await waitForState { $0.clock == clock }
    }

    /// Returns once the last rendered state says "Time's up!".
    func waitForTimeUp() async {
        await waitForState { $0.clockMessage != nil }
    }
}

/// Records where the Gather presenter navigates.
@MainActor
final class RecordingGatherRouter: RecordingRouter<RecordingGatherRouter.Route>, GatherRouting {
    enum Route: ClosingRoute, LoginRoute {
        case close
        case playerList
        case login(notice: String)
    }

    func returnToPlayerList() { record(.playerList) }
}

/// Counts how often Gather reported its end, and keeps the notices of ends elsewhere.
@MainActor
final class RecordingGatherDelegate: GatherDelegate {
    private(set) var endedGathers = 0
    /// What an end on another device said, oldest first.
    private(set) var endedElsewhere: [Alert] = []

    func gatherDidEnd() { endedGathers += 1 }

    func gatherDidEnd(elsewhere notice: Alert) {
        endedGathers += 1
        endedElsewhere.append(notice)
    }

    /// What a discard on another device said, oldest first.
    private(set) var discardedElsewhere: [Alert] = []

    func gatherWasDiscarded(elsewhere notice: Alert) {
        discardedElsewhere.append(notice)
    }
}

extension RecordingViewFactory {
    /// The last Gather view made, while its screen is alive.
    var gatherView: RecordingGatherView? { last() }

    func makeGatherView() -> any GatherView { record(RecordingGatherView()) }
}
