import Foundation
import Testing
import VIPERKitTesting

@Suite("Golden files", .disabled(if: GoldenFile.isRecording, "while recording, golden files are written, not compared"))
struct GoldenFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")

    func golden(holding contents: String?) throws -> GoldenFile {
        let file = GoldenFile(directory: directory, name: "Screen", fileExtension: "txt")
        if let contents {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try contents.write(to: file.url, atomically: true, encoding: .utf8)
        }
        return file
    }

    @Test("The same text (with its final newline) passes")
    func same() throws {
        #expect(try golden(holding: "Title\nBody\n").verify("Title\nBody") == nil)
        try? FileManager.default.removeItem(at: directory)
    }

    @Test("A difference names the file and the first line that differs, with both versions")
    func differs() throws {
        let difference = try golden(holding: "Title\nBody\nFooter\n").verify("Title\nBodies\nFooter")
        #expect(
            difference
                == "The output differs from Golden/Screen.txt at line 2:\n  expected \"Body\"\n  actual   \"Bodies\"\n"
                + "(RECORD_GOLDEN=1 records it anew.)")
        try? FileManager.default.removeItem(at: directory)
    }

    @Test("A missing file says how to record it")
    func missing() throws {
        #expect(
            try golden(holding: nil).verify("Title")
                == "No golden file Screen.txt; run the tests with RECORD_GOLDEN=1 to record it.")
    }
}
