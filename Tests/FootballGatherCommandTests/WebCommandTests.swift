import Foundation
import ProgramSupport
import Testing
import VIPERKit

@testable import FootballGatherWebHosting
@testable import footballgather

@Suite("footballgather web: the app served to browsers")
struct WebCommandTests {
    @Test("By default it listens on 127.0.0.1:8080 with the API and its database in the default data folder")
    func defaults() throws {
        let command = try #require(try CommandLineParsing.command(["web"]) as? WebCommand)
        #expect(
            command.settings(environment: ["XDG_DATA_HOME": "/xdg"])
                == WebServer.Settings(
                    hostname: "127.0.0.1", port: 8080, serverURL: nil,
                    dataFolder: DataFolder(url: URL(fileURLWithPath: "/xdg/footballgather"))))
    }

    @Test(
        "--port and --hostname say where to listen; --server and --data-dir are the shared options, before or after `web`"
    )
    func options() throws {
        for arguments in [
            [
                "web", "--port", "0", "--hostname", "0.0.0.0", "--server", "http://192.0.2.7:8081", "--data-dir",
                "/srv/fg",
            ],
            [
                "--server", "http://192.0.2.7:8081", "--data-dir", "/srv/fg", "web", "--port", "0", "--hostname",
                "0.0.0.0",
            ],
        ] {
            let command = try #require(try CommandLineParsing.command(arguments) as? WebCommand)
            #expect(
                command.settings(environment: [:])
                    == WebServer.Settings(
                        hostname: "0.0.0.0", port: 0, serverURL: URL(string: "http://192.0.2.7:8081"),
                        dataFolder: DataFolder(url: URL(fileURLWithPath: "/srv/fg"))))
        }
    }

    @Test("A bad value ends with 64, the reason and the usage of `footballgather web`")
    func usageErrors() {
        for (arguments, message) in [
            (["web", "--port", "70000"], "--port needs a number from 0 to 65535 (got 70000)."),
            (["web", "--hostname", ""], "--hostname needs an address, like 127.0.0.1 or 0.0.0.0."),
            (
                ["web", "--server", "ftp://x"],
                "--server needs an http:// or https:// URL, like http://192.168.1.20:8080 (got \"ftp://x\")."
            ),
            (["web", "--data-dir", ""], "--data-dir needs a folder path."),
            (["web", "--port", "eighty"], "--port"),
        ] {
            let ending = CommandLineParsing.ending(arguments)
            #expect(ending?.status == 64, "\(arguments)")
            #expect(ending?.message.contains(message) == true, "\(arguments): \(ending?.message ?? "")")
            #expect(ending?.message.contains("Usage: footballgather") == true, "\(arguments)")
        }
    }

    @Test(
        "`web --help` ends with 0 and explains the web options beside the shared ones, in the same words as `terminal`")
    func help() throws {
        let help = try #require(CommandLineParsing.ending(["web", "--help"]))
        #expect(help.status == 0)
        for text in ["USAGE: footballgather web", "--port <port>", "--hostname <address>", "0.0.0.0", "two hours"] {
            #expect(help.message.contains(text), "web help mentions \(text)")
        }
        let terminalHelp = try #require(CommandLineParsing.ending(["terminal", "--help"])).message
        for option in ["--server <url>", "--data-dir <path>"] {
            let line = try #require(help.message.split(separator: "\n").first { $0.hasPrefix("  \(option)") })
            #expect(terminalHelp.contains(line), "\(option) is explained the same way")
        }
    }
}
