import FootballGather
import VIPERKitTesting

/// Makes the recording view of every module and keeps (weakly) the last one of each kind; each
/// module's `<Name>Doubles.swift` adds its `make<Name>View()` and its accessor.
@MainActor
final class RecordingViewFactory: RecordedViews, ViewFactory {}
