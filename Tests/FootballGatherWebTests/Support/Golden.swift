import Foundation
import Testing
import VIPERKitTesting

/// Compares a rendered page with its golden file in `Golden/`, or records it when the
/// environment variable RECORD_GOLDEN is 1 (see ``GoldenFile``).
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden", isDirectory: true)

    /// Checks that `page` (readable markup) is what `Golden/<name>.html` holds.
    static func check(_ page: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let difference = GoldenFile(directory: directory, name: name, fileExtension: "html").verify(page) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }
}
