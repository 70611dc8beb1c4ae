import ArgumentParser
import Fluent
import Foundation
import SQLKit
import Vapor

/// The `footballgather-server` command line: `serve` (the default), `migrate`, `routes`, `backup`, configured
/// from the environment, in the production environment unless `--env`/`-e` or `VAPOR_ENV` names
/// another. ArgumentParser reads the line and answers `--help`; Vapor's command of the same name runs it.
public struct FootballGatherServerCommand: ParsableCommand {
    /// The name start-up errors are prefixed with.
    public static let programName = "footballgather-server"

    public static let configuration = CommandConfiguration(
        commandName: programName,
        abstract: "The Football Gather server: the REST API under /api and the web app at /.",
        discussion: """
            Configured from the environment (DATABASE_URL or SQLITE_PATH, AUTO_MIGRATE, LOG_LEVEL, \
            LOG_FORMAT, VAPOR_ENV and the others the README lists). --env takes production, development, \
            testing or another name; --log takes trace, debug, info, notice, warning, error or critical. A start that fails prints one sentence \
            to standard error and exits with status 1. The options of a command are in \
            `footballgather-server <command> --help`.
            """,
        subcommands: [Serve.self, Migrate.self, Routes.self, Backup.self],
        defaultSubcommand: Serve.self
    )

    /// Read here so that they may come before or after the command's name.
    @OptionGroup var options: ServerOptions

    public init() {}

    /// Runs the command in `arguments` until it ends (for `serve`: until SIGINT or SIGTERM).
    /// - Parameters:
    ///   - arguments: the command line, the program's path first.
    ///   - environment: the variables read by ``ServerConfiguration/fromEnvironment(_:)`` and `VAPOR_ENV`.
    ///   - frontEnd: a front end served at `/` beside the API.
    ///   - bootstrapsLogging: whether to set up the process-wide logging system (once per process).
    ///   - logLevel: overrides the level the environment chooses (`--log`, `LOG_LEVEL`).
    ///   - standardOutput: where `--help` goes.
    ///   - standardError: where the sentence explaining a failed start goes.
    ///   - standardInputIsTerminal: whether a person can answer a question (`migrate` asks one
    ///     unless `--yes` answers it); without one such a command is refused.
    /// - Returns: the exit status: 0, or 1 after writing one sentence to `standardError`.
    public static func run(
        arguments: [String] = CommandLine.arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        frontEnd: FrontEndRoutes? = nil, bootstrapsLogging: Bool = true, logLevel: Logger.Level? = nil,
        standardOutput: @Sendable (String) -> Void = { print($0) },
        standardError: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        standardInputIsTerminal: Bool = isatty(STDIN_FILENO) == 1
    ) async -> Int32 {
        let command: any ServerSubcommand
        do {
            command = try parse(arguments: Array(arguments.dropFirst()))
        } catch {
            let status = exitCode(for: error)
            guard status == .success else {
                standardError("\(programName): \(sentence(for: error)).")
                return 1
            }
            standardOutput(fullMessage(for: error))
            return 0
        }
        do {
            try await execute(
                command, program: arguments.first ?? programName, variables: environment, frontEnd: frontEnd,
                bootstrapsLogging: bootstrapsLogging, logLevel: logLevel, canAsk: standardInputIsTerminal)
            return 0
        } catch {
            let failure = error as? StartupError ?? .commandFailed(cause: StartupError.cause(of: error))
            standardError("\(programName): \(failure)")
            return 1
        }
    }

    /// The command `arguments` (without the program's path) name: `serve` when they name none.
    /// - Throws: ArgumentParser's error for a line it refuses, or its request for help (`--help`,
    ///   `-h`, `help COMMAND`).
    static func parse(arguments: [String]) throws -> any ServerSubcommand {
        var parsed = try parseAsRoot(arguments)
        if let command = parsed as? any ServerSubcommand { return command }
        // ArgumentParser's own `help` command: running it asks for the help it names.
        try parsed.run()
        throw CleanExit.helpRequest(self)
    }

    /// The one sentence, without its final period, explaining why ArgumentParser refused a line;
    /// in the words the server has always used for an unknown word or a missing argument.
    static func sentence(for error: any Error) -> String {
        let line = message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        // "Unknown option '--x'", "Unknown option '--x'. Did you mean '--y'?", "Unexpected argument 'x'"
        for prefix in ["Unknown option '", "Unexpected argument '"] where line.hasPrefix(prefix) {
            let rest = line.dropFirst(prefix.count)
            if let end = rest.firstIndex(of: "'") { return "Input not recognized: \(rest[..<end])" }
        }
        let missing = "Missing expected argument '<"
        if line.hasPrefix(missing), let end = line.dropFirst(missing.count).firstIndex(of: ">") {
            return "Missing required argument: \(line[line.index(line.startIndex, offsetBy: missing.count)..<end])"
        }
        let sentence = line.trimmingCharacters(in: .whitespaces)
        return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
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
        _ command: any ServerSubcommand, program: String, variables: [String: String], frontEnd: FrontEndRoutes?,
        bootstrapsLogging: Bool, logLevel: Logger.Level?, canAsk: Bool
    ) async throws {
        let arguments =
            [program] + command.vaporArguments + command.options.arguments(includingLog: bootstrapsLogging)
        var environment = try detectEnvironment(arguments: arguments, variables: variables)
        let logFormat = try LogFormat(environment: variables)
        _ = try LogLevelSetting.level(in: variables)
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
                let level = variables["LOG_LEVEL"] == nil && command.options.logLevel == nil ? .info : named
                LoggingSystem.bootstrap { label in JSONLogHandler(label: label, level: level) }
                // A server's output is its lines; another command's (`routes`) stays on standard output.
                if command.serves { keepStandardOutputForLines() }
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
            } catch let error where StartupError.isAddressInUse(error) {
                let serve = command as? Serve ?? Serve()
                let defaults = app.http.server.configuration
                throw StartupError.addressInUse(
                    address: serve.address(defaultHostname: defaults.hostname, defaultPort: defaults.port))
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
