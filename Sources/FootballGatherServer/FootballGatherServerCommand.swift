import Fluent
import Foundation
import SQLKit
import Vapor

/// The `footballgather-server` command line: `serve` (the default), `migrate`, `routes`, `backup`, configured
/// from the environment, in the production environment unless `--env`/`-e` or `VAPOR_ENV` names
/// another.
public enum FootballGatherServerCommand {
    /// The name start-up errors are prefixed with.
    public static let programName = "footballgather-server"

    /// Runs the command in `arguments` until it ends (for `serve`: until SIGINT or SIGTERM).
    /// - Parameters:
    ///   - arguments: the command line, the program's path first.
    ///   - environment: the variables read by ``ServerConfiguration/fromEnvironment(_:)`` and `VAPOR_ENV`.
    ///   - frontEnd: a front end served at `/` beside the API.
    ///   - bootstrapsLogging: whether to set up the process-wide logging system (once per process).
    ///   - logLevel: overrides the level the environment chooses (`--log`, `LOG_LEVEL`).
    ///   - standardError: where the sentence explaining a failed start goes.
    ///   - standardInputIsTerminal: whether a person can answer a question (`migrate` asks one
    ///     unless `--yes` answers it); without one such a command is refused.
    /// - Returns: the exit status: 0, or 1 after writing one sentence to `standardError`.
    public static func run(
        arguments: [String] = CommandLine.arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        frontEnd: FrontEndRoutes? = nil, bootstrapsLogging: Bool = true, logLevel: Logger.Level? = nil,
        standardError: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        standardInputIsTerminal: Bool = isatty(STDIN_FILENO) == 1
    ) async -> Int32 {
        do {
            try await execute(
                arguments: arguments, variables: environment, frontEnd: frontEnd, bootstrapsLogging: bootstrapsLogging,
                logLevel: logLevel, canAsk: standardInputIsTerminal)
            return 0
        } catch {
            let failure = error as? StartupError ?? .commandFailed(cause: StartupError.cause(of: error))
            standardError("\(programName): \(failure)")
            return 1
        }
    }

    /// The environment `arguments` and `variables` choose: `--env`/`-e`, else `VAPOR_ENV`, else production.
    public static func detectEnvironment(arguments: [String], variables: [String: String]) throws -> Environment {
        var input = CommandInput(arguments: arguments)
        let named = arguments.dropFirst().contains { $0 == "--env" || $0 == "-e" }
        if !named, let name = variables["VAPOR_ENV"], !name.isEmpty {
            input.arguments += ["--env", name]
        }
        let detected = try Environment.detect(from: &input)
        guard named || variables["VAPOR_ENV"]?.isEmpty == false else {
            return Environment(name: Environment.production.name, arguments: detected.arguments)
        }
        return detected
    }

    private static func execute(
        arguments: [String], variables: [String: String], frontEnd: FrontEndRoutes?, bootstrapsLogging: Bool,
        logLevel: Logger.Level?, canAsk: Bool
    ) async throws {
        var environment = try detectEnvironment(arguments: arguments, variables: variables)
        let logFormat = try LogFormat(environment: variables)
        _ = try LogLevelSetting.level(in: variables)
        let command = ServerCommandLine(arguments: environment.arguments)
        if let asking = command.confirmingCommand, !canAsk {
            throw StartupError.confirmationImpossible(command: asking)
        }
        if bootstrapsLogging {
            switch logFormat {
            case .text:
                try LoggingSystem.bootstrap(from: &environment)
            case .json:
                // Every request is a line for machines: `info` unless `--log` or `LOG_LEVEL` says otherwise.
                let named = try Logger.Level.detect(from: &environment)
                let level = variables["LOG_LEVEL"] == nil && !arguments.contains("--log") ? .info : named
                LoggingSystem.bootstrap { label in JSONLogHandler(label: label, level: level) }
            }
        }
        let configuration: ServerConfiguration
        do {
            configuration = try ServerConfiguration.fromEnvironment(variables)
        } catch let error as ConfigurationError {
            throw StartupError.configuration(error)
        }
        // The schema is prepared below, where a failure can be told apart from an unreachable database.
        var effective = configuration
        effective.migratesAutomatically = false
        if !command.serves {
            effective.tokenPurgeInterval = nil
            effective.requestBudgetShareInterval = nil
        }

        let app = try await Application.make(environment)
        if let logLevel { app.logger.logLevel = logLevel }
        app.asyncCommands.use(BackupCommand(database: configuration.database), as: "backup")
        do {
            // A backup reads the SQLite file on a connection of its own: configuring the app would
            // create a missing file, which it must report instead.
            if !command.backsUp {
                try await configure(app, effective, frontEnd: frontEnd)
            }
            if command.serves {
                try await prepareDatabase(of: app, configuration: configuration)
                app.logger.notice("Storing data in \(configuration.database).")
                if let limit = DescriptorLimit.raiseToHardLimit() {
                    app.logger.info("Up to \(limit) open files and connections.")
                }
            }
            do {
                try await app.startup()
            } catch  where StartupError.isAddressInUse(error) {
                throw StartupError.addressInUse(address: command.address(default: app.http.server.configuration))
            }
            try await app.running?.onStop.get()
            if command.serves { await app.drain() }
        } catch {
            try? await app.asyncShutdown()
            if let error = error as? ConfigurationError { throw StartupError.configuration(error) }
            throw error
        }
        try await app.asyncShutdown()
    }

    /// Checks that the database answers, then migrates it (`AUTO_MIGRATE`) or checks that it is migrated.
    static func prepareDatabase(of app: Application, configuration: ServerConfiguration) async throws {
        let database = configuration.database.description
        do {
            guard let sql = app.db as? any SQLDatabase else { return }
            try await sql.raw("SELECT 1").run()
        } catch {
            throw StartupError.databaseUnreachable(database: database, cause: StartupError.cause(of: error))
        }
        if configuration.migratesAutomatically {
            do {
                try await app.autoMigrate()
            } catch {
                throw StartupError.migrationFailed(database: database, cause: StartupError.cause(of: error))
            }
        } else {
            // Without a migration log nothing has been migrated yet.
            let pending =
                (try? await app.migrator.previewPrepareBatch().get().count) ?? SchemaMigrations.all.count
            if pending > 0 {
                throw StartupError.notMigrated(database: database, pending: pending)
            }
        }
    }
}

/// How the server writes its log: `LOG_FORMAT=text` (the default, for a person at a terminal)
/// or `json` (one object per line, ``JSONLogHandler``).
enum LogFormat: Equatable {
    case text, json

    /// - Throws: ``StartupError`` for another value.
    init(environment: [String: String]) throws {
        switch environment["LOG_FORMAT"]?.lowercased() {
        case nil, "", "text": self = .text
        case "json": self = .json
        case let other?:
            throw StartupError.configuration(
                ConfigurationError(variable: "LOG_FORMAT", reason: "must be text or json, not \"\(other.prefix(40))\""))
        }
    }
}

/// What the command line asks for, as far as start-up needs to know.
struct ServerCommandLine {
    /// The arguments after the program's path.
    var arguments: [String]

    init(arguments: [String]) {
        self.arguments = Array(arguments.dropFirst())
    }

    /// Whether the command serves requests: `serve`, or no command (the default).
    var serves: Bool {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return false }
        guard let first = arguments.first else { return true }
        return first == "serve" || first.hasPrefix("-")
    }

    /// Whether the command is `backup`, which needs no configured app.
    var backsUp: Bool { arguments.first == "backup" }

    /// The command named on the line that asks for confirmation before acting (`migrate`) when no
    /// `--yes`, `-y`, `--no` or `-n` answers it beforehand; `nil` otherwise.
    var confirmingCommand: String? {
        let answers = ["--yes", "-y", "--no", "-n", "--help", "-h"]
        guard arguments.first == "migrate", !arguments.contains(where: answers.contains) else { return nil }
        return "migrate"
    }

    /// The address `serve` listens on: `--bind host:port`, else `--hostname`/`--port` over the defaults.
    func address(default configuration: HTTPServer.Configuration) -> String {
        if let bind = value(of: "--bind", "-b") { return bind }
        let host = value(of: "--hostname", "-H") ?? configuration.hostname
        let port = value(of: "--port", "-p") ?? String(configuration.port)
        return "\(host):\(port)"
    }

    private func value(of names: String...) -> String? {
        guard let index = arguments.firstIndex(where: names.contains), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}
