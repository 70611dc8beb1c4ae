import ArgumentParser
import Logging
import ProgramSupport

/// The options every `footballgather-server` command takes, before or after the command's name.
struct ServerOptions: ParsableArguments {
    @Option(
        name: [.customLong("env"), .customShort("e")],
        help: ArgumentHelp(
            "Run in <name> (else VAPOR_ENV, else production).",
            valueName: "name"))
    var environment: String?

    @Option(
        name: .customLong("log"),
        help: ArgumentHelp(
            "Log at <level> and above (else LOG_LEVEL).",
            valueName: "level"))
    var logLevel: String?

    init() {}

    func validate() throws {
        if let logLevel, Logger.Level(rawValue: logLevel.lowercased()) == nil {
            throw ValidationError("Could not convert option for `log` to Level")
        }
    }

    /// The words Vapor reads these options from (`--env` for the environment, `--log` for logging).
    func arguments(includingLog: Bool) -> [String] {
        (environment.map { ["--env", $0] } ?? []) + (includingLog ? logLevel.map { ["--log", $0] } ?? [] : [])
    }
}

/// A `footballgather-server` command, as far as start-up needs to know, run by Vapor's command of
/// the same name.
protocol ServerSubcommand: ParsableCommand {
    var options: ServerOptions { get }

    /// The command's name and options as Vapor's command of that name reads them.
    var vaporArguments: [String] { get }
}

extension ServerSubcommand {
    /// Whether the command serves requests.
    var serves: Bool { self is FootballGatherServerCommand.Serve }

    /// Whether the command is `backup`, which needs no configured app.
    var backsUp: Bool { self is FootballGatherServerCommand.Backup }

    /// The command that asks before acting (`migrate`) when the line does not answer it beforehand; `nil` otherwise.
    var confirmingCommand: String? {
        guard let migrate = self as? FootballGatherServerCommand.Migrate, !migrate.yes, !migrate.no else { return nil }
        return "migrate"
    }
}

extension FootballGatherServerCommand {
    /// `serve`: the API under /api and the web app at /, until SIGINT or SIGTERM.
    struct Serve: ServerSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: "Serve the API and the web app (the default).",
            discussion: """
                The API is under /api, the web app at /; it runs until SIGINT or SIGTERM, then drains. \
                Without options it listens on 127.0.0.1:8080. Configured from the environment: DATABASE_URL or \
                SQLITE_PATH, AUTO_MIGRATE, DB_POOL_SIZE, TOKEN_LIFETIME_DAYS, API_REQUESTS_PER_ADDRESS, \
                API_REQUESTS_PER_ACCOUNT, SHUTDOWN_GRACE_SECONDS, LOG_LEVEL, LOG_FORMAT and the others the \
                README lists.
                """)

        @Option(
            name: [.customLong("hostname"), .customShort("H")],
            help: ArgumentHelp("Listen on <host> (default 127.0.0.1).", valueName: "host"))
        var hostname: String?

        @Option(
            name: [.customLong("port"), .customShort("p")],
            help: ArgumentHelp("Listen on <port> (default 8080).", valueName: "port"))
        var port: String?

        @Option(
            name: [.customLong("bind"), .customShort("b")],
            help: ArgumentHelp("Listen on <host:port>, instead of -H and -p.", valueName: "host:port"))
        var bind: String?

        @Option(
            name: .customLong("unix-socket"),
            help: ArgumentHelp("Listen on the Unix socket at <path> instead.", valueName: "path"))
        var socketPath: String?

        @OptionGroup var options: ServerOptions

        init() {}

        func validate() throws {
            if let port, Int(port) == nil {
                throw ValidationError("Could not convert option for `port` to Int")
            }
            if socketPath != nil, hostname != nil || port != nil || bind != nil {
                throw ValidationError("--unix-socket listens on a file: give it without --hostname, --port or --bind")
            }
            guard let bind else { return }
            if hostname != nil || port != nil {
                throw ValidationError("--bind names the host and the port: give it alone, or --hostname and --port")
            }
            let parts = bind.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, Int(parts[1]) != nil else {
                throw ValidationError("--bind takes <host:port>, e.g. 0.0.0.0:8080, not \(LogText.quoted(bind))")
            }
        }

        var vaporArguments: [String] {
            let named: [(String, String?)] = [
                ("--hostname", hostname), ("--port", port), ("--bind", bind), ("--unix-socket", socketPath),
            ]
            return ["serve"] + named.flatMap { name, value in value.map { [name, $0] } ?? [] }
        }

        /// The address `serve` listens on: `--bind host:port`, else `--hostname`/`--port` over the defaults.
        func address(defaultHostname: String, defaultPort: Int) -> String {
            if let bind { return bind }
            return "\(hostname ?? defaultHostname):\(port ?? String(defaultPort))"
        }
    }

    /// `migrate`: prepares the database's schema, or reverts its last batch.
    struct Migrate: ServerSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "migrate",
            abstract: "Migrate the database's schema, or revert it.",
            discussion: """
                It asks before it changes the database; without a terminal to ask on, --yes (or --no) is \
                needed. Run it once before starting \
                instances with AUTO_MIGRATE=false.
                """)

        @Flag(name: .customLong("revert"), help: "Revert the last batch of migrations instead.")
        var revert = false

        @Flag(name: [.customLong("yes"), .customShort("y")], help: "Go ahead without asking.")
        var yes = false

        @Flag(name: [.customLong("no"), .customShort("n")], help: "Answer no: show what would run, change nothing.")
        var no = false

        @OptionGroup var options: ServerOptions

        init() {}

        var vaporArguments: [String] {
            ["migrate"] + (revert ? ["--revert"] : []) + (yes ? ["--yes"] : []) + (no ? ["--no"] : [])
        }
    }

    /// `routes`: the API's routes, one a row.
    struct Routes: ServerSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "routes", abstract: "List every route the server answers.")

        @OptionGroup var options: ServerOptions

        init() {}

        var vaporArguments: [String] { ["routes"] }
    }

    /// `backup FILE`: a consistent copy of the SQLite database (``DatabaseBackup``).
    struct Backup: ServerSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "backup",
            abstract: "Copy the SQLite database to <file> while it serves.",
            discussion: """
                The copy is consistent, and safe to take while the server runs. On PostgreSQL, use pg_dump \
                instead.
                """)

        @Argument(help: ArgumentHelp("Where the copy goes (a new file, unless --force).", valueName: "file"))
        var file: String

        @Flag(name: .customLong("force"), help: "Replace <file> when it exists.")
        var force = false

        @OptionGroup var options: ServerOptions

        init() {}

        var vaporArguments: [String] { ["backup", file] + (force ? ["--force"] : []) }
    }
}
