import FootballGatherServer
import Foundation
import Testing

@testable import FootballGatherTerminal

@Suite("Command line: --server, --data-dir and --help")
struct AppOptionsTests {
    @Test("no options: embedded server, default data directory")
    func defaults() throws {
        let options = try AppOptions.parse([])
        #expect(options.serverURL == nil)
        #expect(options.dataDirectory == nil)
    }

    @Test("--server takes an http(s) URL and --data-dir a path")
    func options() throws {
        let options = try AppOptions.parse(["--server", "http://127.0.0.1:8080", "--data-dir", "/tmp/fg"])
        #expect(options.serverURL == URL(string: "http://127.0.0.1:8080"))
        #expect(options.dataDirectory == "/tmp/fg")
    }

    @Test("a server that is not an http(s) URL is refused with a sentence saying what is expected")
    func invalidServer() {
        for value in ["localhost:8080", "ftp://example.com", "http://", ""] {
            #expect(throws: (any Error).self) { try AppOptions.parse(["--server", value]) }
        }
        let message = AppOptions.message(for: parseError(["--server", "nope"]))
        #expect(message.contains("--server needs an http:// or https:// URL"))
    }

    /// The error parsing `arguments` throws.
    private func parseError(_ arguments: [String]) -> any Error {
        do {
            _ = try AppOptions.parse(arguments)
            return CancellationError()
        } catch {
            return error
        }
    }

    @Test("an empty data directory and unknown options are refused")
    func invalidOptions() {
        #expect(throws: (any Error).self) { try AppOptions.parse(["--data-dir", ""]) }
        #expect(throws: (any Error).self) { try AppOptions.parse(["--colour"]) }
    }

    @Test("--help explains the embedded server, --server, --data-dir and the keys")
    func help() {
        let help = AppOptions.helpMessage(columns: 100)
        for text in ["--server <url>", "--data-dir <path>", "SQLite", "XDG_DATA_HOME", "NO_COLOR", "Ctrl-C"] {
            #expect(help.contains(text), "help mentions \(text)")
        }
    }
}

@Suite("Data directory: where local data lives")
struct DataDirectoryTests {
    @Test("--data-dir wins; ~ and relative paths are expanded")
    func option() {
        let environment = ["HOME": "/home/ana", "XDG_DATA_HOME": "/xdg"]
        #expect(DataDirectory.resolve(option: "/srv/fg", environment: environment).path == "/srv/fg")
        #expect(DataDirectory.resolve(option: "~/fg", environment: environment).path == "/home/ana/fg")
        #expect(DataDirectory.resolve(option: "~", environment: environment).path == "/home/ana")
        #expect(
            DataDirectory.resolve(option: "data", environment: environment, currentDirectory: "/work").path
                == "/work/data")
    }

    @Test("otherwise XDG_DATA_HOME/footballgather when it is absolute, else ~/.local/share/footballgather")
    func defaults() {
        #expect(
            DataDirectory.resolve(option: nil, environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "/xdg"]).path
                == "/xdg/footballgather")
        #expect(
            DataDirectory.resolve(option: nil, environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "relative"]).path
                == "/home/ana/.local/share/footballgather")
        #expect(
            DataDirectory.resolve(option: nil, environment: ["HOME": "/home/ana"]).path
                == "/home/ana/.local/share/footballgather")
    }

    @Test("the directory is created readable by its owner only")
    func create() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("fg-data-\(UUID().uuidString)/nested", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try DataDirectory.create(directory)
        let permissions = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(permissions == 0o700)
        try DataDirectory.create(directory)
    }
}
