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

    @Test("Without the final newline the file holds exactly the text, and a missing newline is a difference")
    func exact() throws {
        let file = try golden(holding: "Title\nBody")
        #expect(file.verify("Title\nBody", addingFinalNewline: false) == nil)
        #expect(file.verify("Title\nBody\n", addingFinalNewline: false) != nil)
        try? FileManager.default.removeItem(at: directory)
    }

    @Test("A file in a folder of Golden is named from Golden on")
    func nested() throws {
        let folder = directory.appendingPathComponent("Golden/Weather")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = GoldenFile(url: folder.appendingPathComponent("Module.swift.golden"))
        try "struct A {}".write(to: file.url, atomically: true, encoding: .utf8)
        #expect(
            file.verify("struct B {}", addingFinalNewline: false)
                == "The output differs from Golden/Weather/Module.swift.golden at line 1:\n"
                + "  expected \"struct A {}\"\n  actual   \"struct B {}\"\n(RECORD_GOLDEN=1 records it anew.)")
        try? FileManager.default.removeItem(at: directory)
    }

    @Test("The Golden folder is the test target's, however deep the test file sits")
    func folder() {
        #expect(
            GoldenFile.folder(besideTest: "/repo/Tests/AppTests/Views/Screens/LoginTests.swift").path
                == "/repo/Tests/AppTests/Golden")
        #expect(
            GoldenFile.folder(besideTest: "/repo/Tests/AppTests/LoginTests.swift").path == "/repo/Tests/AppTests/Golden"
        )
        #expect(GoldenFile.folder().path.hasSuffix("/Tests/VIPERKitTests/Golden"))
    }
}
