@testable import LiveNews

/// Makes the recording view of each module; each module's `<Name>Doubles.swift` adds its `make<Name>View()`.
@MainActor
final class RecordingViewFactory: ViewFactory {}
