import Foundation

/// A golden file: the text a view test expects (a rendered screen or page), kept beside the
/// test and compared with what the code renders now, or recorded anew when the environment
/// variable `RECORD_GOLDEN` is `1` (review the diff before committing).
public struct GoldenFile {
    /// Where the expected text is kept.
    public let url: URL

    /// - Parameters:
    ///   - directory: the folder of golden files.
    ///   - name: the file's name, without its extension.
    ///   - fileExtension: `txt` for screens, `html` for pages.
    public init(directory: URL, name: String, fileExtension: String) {
        url = directory.appendingPathComponent(name).appendingPathExtension(fileExtension)
    }

    /// Whether this run records golden files instead of comparing with them (`RECORD_GOLDEN=1`).
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    }

    /// Compares `rendered` (a final newline added) with the file, or records it.
    /// - Returns: `nil` when they are the same or the file was recorded; otherwise a sentence
    ///   naming the file and the first line that differs, or saying that the file is missing.
    public func verify(_ rendered: String) -> String? {
        let contents = rendered + "\n"
        let name = url.lastPathComponent
        if Self.isRecording {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
                return nil
            } catch {
                return "Could not record \(url.path): \(error)"
            }
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "No golden file \(name); run the tests with RECORD_GOLDEN=1 to record it."
        }
        guard contents != expected else { return nil }
        let actualLines = contents.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        let line =
            zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let shown = { (lines: [String]) in lines.indices.contains(line) ? "\"\(lines[line])\"" : "(no line)" }
        return "The output differs from Golden/\(name) at line \(line + 1):\n  expected \(shown(expectedLines))\n"
            + "  actual   \(shown(actualLines))\n(RECORD_GOLDEN=1 records it anew.)"
    }
}
