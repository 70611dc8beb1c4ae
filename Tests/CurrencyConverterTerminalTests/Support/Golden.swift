import Foundation
import Testing
import VIPERKitTesting

/// Compares a rendered screen with its golden file in `Golden/`, or records it when the
/// environment variable RECORD_GOLDEN is 1 (see ``GoldenFile``).
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden", isDirectory: true)

    /// Checks that `screen` is what `Golden/<name>.txt` holds.
    static func check(_ screen: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let difference = GoldenFile(directory: directory, name: name, fileExtension: "txt").verify(screen) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }
}
