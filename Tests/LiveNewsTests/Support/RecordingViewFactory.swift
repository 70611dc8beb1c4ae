import VIPERKitTesting

@testable import LiveNews

/// Makes the recording view of each module and keeps (weakly) the last one of each kind; each
/// module's `<Name>Doubles.swift` adds its `make<Name>View()`.
@MainActor
final class RecordingViewFactory: RecordedViews, ViewFactory {}
