import Foundation
import Testing

/// A golden file: the text a test expects (a rendered screen or page, a generated file), kept
/// beside the test and compared with what the code produces now, or recorded anew when the
/// environment variable `RECORD_GOLDEN` is `1` (review the diff before committing).
///
/// A test checks its output with ``check(_:named:fileExtension:filePath:sourceLocation:)``,
/// which finds the `Golden` folder of the test's target from the test file's path:
///
/// ```swift
/// GoldenFile.check(app.screen, named: "PlayerList")  // Tests/<Target>/Golden/PlayerList.txt
/// ```
public struct GoldenFile {
    /// Where the expected text is kept.
    public let url: URL

    /// The golden file at `url`.
    public init(url: URL) {
        self.url = url
    }

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

    /// The `Golden` folder of the test target holding `filePath`: `Tests/<Target>/Golden`, however
    /// deep the test file sits in its target (symbolic links resolved).
    public static func folder(besideTest filePath: String = #filePath) -> URL {
        let file = URL(fileURLWithPath: filePath).resolvingSymlinksInPath()
        var target = file.deletingLastPathComponent()
        while target.pathComponents.count > 2, target.deletingLastPathComponent().lastPathComponent != "Tests" {
            target.deleteLastPathComponent()
        }
        if target.pathComponents.count <= 2 { target = file.deletingLastPathComponent() }
        return target.appendingPathComponent("Golden", isDirectory: true)
    }

    /// Checks that `text` is what the golden file `name.fileExtension` of the calling test's target
    /// holds (with a final newline), or records it under `RECORD_GOLDEN=1`; a difference or a
    /// missing file is recorded as an issue at the caller, naming the first line that differs.
    /// - Parameters:
    ///   - text: what the code produced, such as a rendered screen.
    ///   - name: the file's name in the target's `Golden` folder, without its extension.
    ///   - fileExtension: `txt` for screens, `html` for pages.
    ///   - filePath: the test file, whose target's `Golden` folder holds the file.
    ///   - sourceLocation: where the test called it, where a difference is recorded.
    public static func check(
        _ text: String, named name: String, fileExtension: String = "txt", filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        GoldenFile(directory: folder(besideTest: filePath), name: name, fileExtension: fileExtension)
            .check(text, sourceLocation: sourceLocation)
    }

    /// Checks that `text` is what the file holds, or records it under `RECORD_GOLDEN=1`; a
    /// difference or a missing file is recorded as an issue at the caller (see ``verify(_:addingFinalNewline:)``).
    /// - Parameters:
    ///   - text: what the code produced, such as a rendered screen or a generated file.
    ///   - addingFinalNewline: whether the file holds `text` followed by a newline (rendered
    ///     screens and pages) rather than exactly `text` (generated files).
    ///   - sourceLocation: where the test called it, where a difference is recorded.
    public func check(
        _ text: String, addingFinalNewline: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let difference = verify(text, addingFinalNewline: addingFinalNewline) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }

    /// Compares `rendered` (a final newline added, unless `addingFinalNewline` is `false`) with the
    /// file, or records it.
    /// - Returns: `nil` when they are the same or the file was recorded; otherwise a sentence
    ///   naming the file and the first line that differs, or saying that the file is missing.
    public func verify(_ rendered: String, addingFinalNewline: Bool = true) -> String? {
        let contents = addingFinalNewline ? rendered + "\n" : rendered
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
        return "The output differs from \(displayName) at line \(line + 1):\n  expected \(shown(expectedLines))\n"
            + "  actual   \(shown(actualLines))\n(RECORD_GOLDEN=1 records it anew.)"
    }

    /// The file's path from its `Golden` folder on, such as `Golden/Weather/WeatherModule.swift.golden`.
    private var displayName: String {
        let components = url.pathComponents
        guard let golden = components.lastIndex(of: "Golden") else { return "Golden/\(url.lastPathComponent)" }
        return components[golden...].joined(separator: "/")
    }
}
