import Foundation
import Testing
import VIPERKit
import VIPERKitTerminal

@Suite("Opening an address in the browser")
struct SystemLinkOpenerTests {
    /// A folder holding an `xdg-open` script that runs `body`.
    static func opener(_ body: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viperkit-opener-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("xdg-open")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return folder
    }

    @Test("xdg-open on PATH is run with the address")
    func opens() async throws {
        let folder = try Self.opener(#"printf '%s' "$1" > "$(dirname "$0")/opened""#)
        defer { try? FileManager.default.removeItem(at: folder) }

        try await SystemLinkOpener(environment: ["PATH": "/nonexistent:\(folder.path)"])
            .open(URL(string: "https://example.com/livenews/cycle-lanes")!)

        let opened = try String(contentsOf: folder.appendingPathComponent("opened"), encoding: .utf8)
        #expect(opened == "https://example.com/livenews/cycle-lanes")
    }

    @Test("An opener that fails, or none on PATH, is a sentence")
    func fails() async throws {
        let folder = try Self.opener("exit 3")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = URL(string: "https://example.com/")!

        await #expect(throws: LinkOpeningError(message: "xdg-open could not open the address.")) {
            try await SystemLinkOpener(environment: ["PATH": folder.path]).open(url)
        }
        await #expect(throws: LinkOpeningError(message: "No browser opener (xdg-open) is installed.")) {
            try await SystemLinkOpener(environment: [:]).open(url)
        }
    }
}
