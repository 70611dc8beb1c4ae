import Foundation
import Testing
import VIPERKit

@testable import FootballGatherTerminal
@testable import footballgather

@Suite("footballgather: the terminal app by default, or named as `terminal`")
struct TerminalCommandTests {
    @Test("With no subcommand it runs the terminal app with the embedded server and the default data folder")
    func defaultSubcommand() throws {
        let command = try #require(try CommandLineParsing.command([]) as? TerminalCommand)
        #expect(command.options.serverURL == nil)
        #expect(
            command.options.dataFolder(environment: ["HOME": "/home/ana"]).path
                == "/home/ana/.local/share/footballgather")
    }

    @Test("`terminal` runs the same app, and takes the shared options before or after its name")
    func namedSubcommand() throws {
        for arguments in [
            ["terminal", "--server", "http://192.0.2.7:8080", "--data-dir", "/srv/fg"],
            ["--server", "http://192.0.2.7:8080", "--data-dir", "/srv/fg", "terminal"],
            ["--server", "http://192.0.2.7:8080", "--data-dir", "/srv/fg"],
        ] {
            let command = try #require(try CommandLineParsing.command(arguments) as? TerminalCommand)
            #expect(command.options.serverURL == URL(string: "http://192.0.2.7:8080"))
            #expect(command.options.dataFolder(environment: [:]).path == "/srv/fg")
        }
    }

    @Test("A bad --server or --data-dir, or an unknown option, ends with 64 and a sentence saying what is expected")
    func usageErrors() {
        for (arguments, message) in [
            (
                ["--server", "localhost:8080"],
                "--server needs an http:// or https:// URL, like http://192.168.1.20:8080 (got \"localhost:8080\")."
            ),
            (["terminal", "--server", "ftp://example.com"], "--server needs an http:// or https:// URL"),
            (["--data-dir", ""], "--data-dir needs a folder path."),
            (["--colour"], "Unknown option '--colour'"),
        ] {
            let ending = CommandLineParsing.ending(arguments)
            #expect(ending?.status == 64, "\(arguments)")
            #expect(ending?.message.contains(message) == true, "\(arguments): \(ending?.message ?? "")")
        }
    }

    @Test("--help lists both subcommands, the shared options and the data directory; `terminal --help` adds the keys")
    func help() {
        let help = CommandLineParsing.ending(["--help"])
        #expect(help?.status == 0)
        for text in ["terminal (default)", "web", "--server <url>", "--data-dir <path>", "SQLite", "XDG_DATA_HOME"] {
            #expect(help?.message.contains(text) == true, "help mentions \(text)")
        }
        let terminalHelp = CommandLineParsing.ending(["terminal", "--help"])?.message ?? ""
        for text in ["USAGE: footballgather terminal", "--server <url>", "--data-dir <path>", "NO_COLOR", "Ctrl-C"] {
            #expect(terminalHelp.contains(text), "terminal help mentions \(text)")
        }
    }

    @Test("Without a terminal, `footballgather terminal` explains in one sentence and fails, creating nothing")
    @MainActor
    func needsATerminal() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-command-\(UUID().uuidString)")
        let command = try #require(
            try CommandLineParsing.command(["terminal", "--data-dir", folder.path]) as? TerminalCommand)
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        var messages: [String] = []
        var loader = command.loader(environment: [:])
        loader.launcher.terminalFiles = (descriptors[0], descriptors[1])
        loader.launcher.reportError = { messages.append($0) }

        #expect(await loader.run() == 1)
        #expect(
            messages == [
                "footballgather needs an interactive terminal: run it in a terminal window, not with input or output redirected."
            ])
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
