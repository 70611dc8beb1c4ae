import Foundation
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A recording Watch view (see ``RecordingView``).
final class RecordingWatchView: RecordingView<WatchViewState>, WatchView {
    var presenter: (any WatchPresenting)?
}

extension RecordingViewFactory {
    /// The last Watch view made, while its screen is alive.
    var watchView: RecordingWatchView? { last() }

    /// A recording Watch view, for ``ModuleFactory/makeWatch(token:)``.
    func makeWatchView() -> any WatchView { record(RecordingWatchView()) }
}
