import Foundation
import Testing

/// Compares a rendered page with its golden file in `Golden/`, or records it when the
/// environment variable RECORD_GOLDEN is 1.
enum Golden {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden", isDirectory: true)
    }

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    }

    /// Checks that `page` (readable markup) is what `Golden/<name>.html` holds.
    static func check(_ page: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".html")
        let contents = page + "\n"
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("Could not record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "No golden file \(name).html; run the tests with RECORD_GOLDEN=1 to record it.",
                sourceLocation: sourceLocation)
            return
        }
        #expect(contents == expected, "Page differs from Golden/\(name).html", sourceLocation: sourceLocation)
    }
}
