import Foundation
import Testing

@testable import FootballGatherServer

@Suite("The footballgather-server command line")
struct ServerCommandLineTests {
    /// Runs the command line without a database to reach and returns its status, what it printed
    /// and what it wrote to standard error.
    private func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: [String]) {
        let output = Lines()
        let errors = Lines()
        let status = await FootballGatherServerCommand.run(
            arguments: ["footballgather-server"] + arguments, environment: ["HOME": "/h"], bootstrapsLogging: false,
            logLevel: .critical, standardOutput: output.append, standardError: errors.append,
            standardInputIsTerminal: false)
        return (status, output.all.joined(separator: "\n"), errors.all)
    }

    /// The help line of `option` in `help`, which must be the only one naming it.
    private func helpLine(of option: String, in help: String) -> String? {
        let lines = help.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix(option) }
        return lines.count == 1 ? String(lines[0]) : nil
    }

    @Test("--help names the four commands, serve the default, and the options every command takes")
    func rootHelp() async throws {
        let (status, output, errors) = await run(["--help"])
        #expect(status == 0)
        #expect(errors.isEmpty)
        #expect(output.contains("USAGE: footballgather-server"))
        #expect(output.contains("serve (default)"), "\(output)")
        for command in ["migrate", "routes", "backup"] {
            let line = try #require(helpLine(of: command, in: output), "\(output)")
            #expect(line.count > command.count + 10, "\(line)")
        }
        let env = try #require(helpLine(of: "-e, --env <name>", in: output), "\(output)")
        #expect(env.contains("VAPOR_ENV, else production"))
        #expect(helpLine(of: "--log <level>", in: output)?.contains("LOG_LEVEL") == true, "\(output)")
    }

    @Test("serve --help lists where it listens and the shared options, one line of help each")
    func serveHelp() async throws {
        let (status, output, errors) = await run(["serve", "--help"])
        #expect(status == 0)
        #expect(errors.isEmpty)
        let expected = [
            "-H, --hostname <host>": "Listen on <host>",
            "-p, --port <port>": "Listen on <port> (default 8080)",
            "-b, --bind <host:port>": "instead of -H and -p",
            "--unix-socket <path>": "Unix socket",
            "-e, --env <name>": "VAPOR_ENV",
            "--log <level>": "LOG_LEVEL",
        ]
        for (option, help) in expected {
            let line = try #require(helpLine(of: option, in: output), "\(option) in \(output)")
            #expect(line.contains(help), "\(line)")
        }
    }

    @Test("migrate --help (or help migrate) and backup --help list --yes, --revert, <file> and --force")
    func otherHelp() async throws {
        let migrate = await run(["migrate", "--help"])
        #expect(migrate.status == 0)
        for option in ["-y, --yes", "-n, --no", "--revert"] {
            #expect(helpLine(of: option, in: migrate.output) != nil, "\(option) in \(migrate.output)")
        }
        let asked = await run(["help", "migrate"])
        #expect(asked.status == 0)
        #expect(asked.output == migrate.output)
        let backup = await run(["backup", "--help"])
        #expect(backup.status == 0)
        #expect(backup.output.contains("USAGE: footballgather-server backup <file>"), "\(backup.output)")
        #expect(helpLine(of: "--force", in: backup.output)?.contains("Replace <file>") == true)
    }

    @Test("A port that is not a number is refused with one sentence, status 1, with or without `serve`")
    func badPort() async {
        for arguments in [["serve", "--port", "eighty"], ["--port", "80a"], ["serve", "-p", ""]] {
            let (status, output, errors) = await run(arguments)
            #expect(status == 1)
            #expect(output.isEmpty)
            #expect(errors == ["footballgather-server: Could not convert option for `port` to Int."], "\(arguments)")
        }
    }

    @Test("Where to listen is said one way: --bind alone, --unix-socket alone, --bind as host:port")
    func listeningOptionsTogether() async {
        let cases = [
            ["serve", "--bind", "127.0.0.1:9000", "--port", "9001"]:
                "--bind names the host and the port: give it alone, or --hostname and --port.",
            ["--hostname", "0.0.0.0", "-b", "127.0.0.1:9000"]:
                "--bind names the host and the port: give it alone, or --hostname and --port.",
            ["serve", "--unix-socket", "/tmp/fg.sock", "--port", "9001"]:
                "--unix-socket listens on a file: give it without --hostname, --port or --bind.",
            ["serve", "--bind", "localhost"]: #"--bind takes <host:port>, e.g. 0.0.0.0:8080, not "localhost"."#,
            ["serve", "--bind", ":8080"]: #"--bind takes <host:port>, e.g. 0.0.0.0:8080, not ":8080"."#,
        ]
        for (arguments, sentence) in cases {
            let (status, output, errors) = await run(arguments)
            #expect(status == 1)
            #expect(output.isEmpty)
            #expect(errors == ["footballgather-server: \(sentence)"], "\(arguments)")
        }
    }

    @Test("An unknown option, an option of another command or a stray word is refused, naming it")
    func unknownInput() async {
        let cases = [
            ["serve", "--verbose"]: "--verbose", ["migrate", "--port", "9"]: "--port", ["routes", "-x"]: "-x",
            ["serve", "now"]: "now", ["backup", "a.sqlite", "b.sqlite"]: "b.sqlite",
        ]
        for (arguments, word) in cases {
            let (status, _, errors) = await run(arguments)
            #expect(status == 1)
            #expect(errors == ["footballgather-server: Input not recognized: \(word)."], "\(arguments)")
        }
    }

    @Test("backup without a file, and --log with a level nobody can read, are refused in one sentence")
    func missingOrUnreadable() async {
        let backup = await run(["backup"])
        #expect(backup.status == 1)
        #expect(backup.errors == ["footballgather-server: Missing required argument: file."])
        let log = await run(["serve", "--log", "loud"])
        #expect(log.status == 1)
        #expect(log.errors == ["footballgather-server: Could not convert option for `log` to Level."])
    }

    @Test("Every command parses: serve by default, options before or after the command's name")
    func eachCommandParses() throws {
        let plain = try FootballGatherServerCommand.parse(arguments: [])
        #expect(plain is FootballGatherServerCommand.Serve)
        #expect(plain.vaporArguments == ["serve"])
        #expect(plain.serves && !plain.backsUp && plain.confirmingCommand == nil)

        // As the scripts and the systemd unit start it.
        for arguments in [
            ["--env", "production", "serve", "--hostname", "127.0.0.1", "--port", "8080"],
            ["serve", "--env", "production", "--hostname", "127.0.0.1", "--port", "8080"],
            ["-e", "production", "-H", "127.0.0.1", "-p", "8080"],
        ] {
            let serve = try FootballGatherServerCommand.parse(arguments: arguments)
            #expect(serve.vaporArguments == ["serve", "--hostname", "127.0.0.1", "--port", "8080"], "\(arguments)")
            #expect(serve.options.environment == "production")
        }
        let bound = try #require(
            try FootballGatherServerCommand.parse(arguments: ["serve", "--bind", "0.0.0.0:80", "--log", "DEBUG"])
                as? FootballGatherServerCommand.Serve)
        #expect(bound.vaporArguments == ["serve", "--bind", "0.0.0.0:80"])
        #expect(bound.address(defaultHostname: "127.0.0.1", defaultPort: 8080) == "0.0.0.0:80")
        #expect(bound.options.arguments(includingLog: true) == ["--log", "DEBUG"])
        #expect(bound.options.arguments(includingLog: false) == [])

        let asking = try FootballGatherServerCommand.parse(arguments: ["migrate"])
        #expect(asking.vaporArguments == ["migrate"])
        #expect(asking.confirmingCommand == "migrate")
        #expect(!asking.serves)
        let answered = try FootballGatherServerCommand.parse(arguments: ["migrate", "--revert", "-y"])
        #expect(answered.vaporArguments == ["migrate", "--revert", "--yes"])
        #expect(answered.confirmingCommand == nil)
        #expect(try FootballGatherServerCommand.parse(arguments: ["migrate", "--no"]).confirmingCommand == nil)

        let routes = try FootballGatherServerCommand.parse(arguments: ["routes", "-e", "dev"])
        #expect(routes.vaporArguments == ["routes"])
        #expect(routes.options.arguments(includingLog: true) == ["--env", "dev"])

        let backup = try FootballGatherServerCommand.parse(arguments: ["backup", "/backups/fg.sqlite", "--force"])
        #expect(backup.vaporArguments == ["backup", "/backups/fg.sqlite", "--force"])
        #expect(backup.backsUp && !backup.serves)
    }

    @Test("routes runs on a configured server, with no sentence on standard error, status 0")
    func routes() async {
        await withTemporaryFolder { folder in
            let (status, lines) = await runServerCommand(
                ["routes"], ["SQLITE_PATH": folder.appendingPathComponent("fg.sqlite").path])
            #expect(status == 0)
            #expect(lines.isEmpty)
        }
    }
}
