import Foundation
import Testing

/// Compares a rendered screen with its golden file in `Golden/`, or records it when the
/// environment variable RECORD_GOLDEN is 1.
enum Golden {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden", isDirectory: true)
    }

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    }

    /// Checks that `screen` is what `Golden/<name>.txt` holds.
    static func check(_ screen: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        let contents = screen + "\n"
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
                "No golden file \(name).txt; run the tests with RECORD_GOLDEN=1 to record it.",
                sourceLocation: sourceLocation)
            return
        }
        #expect(contents == expected, "Screen differs from Golden/\(name).txt", sourceLocation: sourceLocation)
    }
}
