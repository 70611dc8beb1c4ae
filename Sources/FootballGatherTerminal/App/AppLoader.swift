import FootballGather
import FootballGatherServer
import Foundation
import VIPERKitTerminal

/// Starts the terminal app: checks the terminal, prepares the data directory, starts the
/// embedded server (or uses `--server`), shows the first screen and runs until the user quits.
@MainActor
public struct AppLoader {
    /// Builds the app's services for a server address and a data directory.
    public typealias DependenciesMaker = @MainActor (_ serverURL: URL, _ dataDirectory: URL) -> AppDependencies

    /// The name in the title bar of every screen.
    static let appName = "Football Gather"

    private let options: AppOptions
    private let environment: [String: String]
    private let embeddedServer: any EmbeddedServerStarting
    private let makeDependencies: DependenciesMaker
    /// The terminal's input and output (standard input and output).
    var terminalFiles: (input: Int32, output: Int32) = (STDIN_FILENO, STDOUT_FILENO)
    /// Sent to the log file in the data directory while the app runs (standard error).
    var logDescriptor: Int32 = STDERR_FILENO
    /// Shows a message that stops the app (standard error).
    var reportError: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// - Parameters:
    ///   - options: the parsed command line.
    ///   - environment: the process environment (data directory, colours).
    ///   - embeddedServer: starts the in-process server when no `--server` is given.
    ///   - makeDependencies: the services; the live HTTP services by default.
    public init(
        options: AppOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        embeddedServer: any EmbeddedServerStarting = EmbeddedServerLauncher(),
        makeDependencies: @escaping DependenciesMaker = { AppDependencies.live(serverURL: $0, dataDirectory: $1) }
    ) {
        self.options = options
        self.environment = environment
        self.embeddedServer = embeddedServer
        self.makeDependencies = makeDependencies
    }

    /// Runs the app. - Returns: the exit status (0 after the user quits).
    public func run() async -> Int32 {
        guard TerminalDevice(input: terminalFiles.input, output: terminalFiles.output).isInteractive else {
            return fail(
                "footballgather needs an interactive terminal: run it in a terminal window, not with input or output redirected."
            )
        }
        let dataDirectory = DataDirectory.resolve(option: options.dataDirectory, environment: environment)
        do {
            try DataDirectory.create(dataDirectory)
        } catch {
            return fail(
                "footballgather cannot create its data directory \(dataDirectory.path). Check the path or use --data-dir."
            )
        }
        let logPath = dataDirectory.appendingPathComponent(DataDirectory.logFileName).path
        let redirect = StandardErrorRedirect(toFileAt: logPath, descriptor: logDescriptor)
        defer { redirect?.restore() }

        let server: (any RunningServer)?
        let serverURL: URL
        if let url = options.serverURL {
            server = nil
            serverURL = url
        } else {
            let databasePath = dataDirectory.appendingPathComponent(DataDirectory.databaseFileName).path
            do {
                let started = try await embeddedServer.start(databasePath: databasePath)
                server = started
                serverURL = started.baseURL
            } catch {
                redirect?.restore()
                return fail(
                    "footballgather could not start its server with the database \(databasePath): \(error). "
                        + "Details are in \(logPath).")
            }
        }

        let status = await runInterface(dependencies: makeDependencies(serverURL, dataDirectory))
        await server?.stop()
        return status
    }

    /// Takes over the terminal, shows the first screen and handles keys until the user quits.
    private func runInterface(dependencies: AppDependencies) async -> Int32 {
        let device = TerminalDevice(input: terminalFiles.input, output: terminalFiles.output)
        let views = TerminalViewFactory()
        do {
            // The screens' routers hold the factory; the launcher holds it until the first one is shown.
            try await TerminalApp.run(on: device, appName: Self.appName, environment: environment) { navigator in
                let launcher = AppLauncher(
                    factory: ModuleFactory(dependencies: dependencies, views: views, navigator: navigator))
                views.tasks.run { await launcher.start() }
            }
        } catch {
            return fail("footballgather could not switch the terminal to raw mode.")
        }
        return 0
    }

    /// Reports `message`. - Returns: the failure status, 1.
    private func fail(_ message: String) -> Int32 {
        reportError(message)
        return 1
    }
}
