import FootballGather
import FootballGatherAPI
import Foundation
import ProgramSupport
import VIPERKit
import VIPERKitTerminal

/// Starts Football Gather in the terminal: starts the embedded server in the data folder (or
/// uses the server at `serverURL`), shows the first screen and runs until the user quits, with
/// standard error sent to a log file in the data folder meanwhile.
@MainActor
public struct FootballGatherTerminalLoader {
    /// Builds the app's services for a server address and a data folder.
    public typealias DependenciesMaker = @MainActor (_ serverURL: URL, _ dataFolder: URL) -> AppDependencies

    /// The program's name, at the start of every sentence it reports.
    static let programName = "footballgather"
    /// The name in the title bar of every screen.
    static let appName = "Football Gather"
    /// The log of the embedded server and anything else written to standard error while the screen is drawn.
    static let logFileName = "footballgather.log"

    private let serverURL: URL?
    private let dataFolder: DataFolder
    private let embeddedServer: any EmbeddedServerStarting
    private let makeDependencies: DependenciesMaker
    /// Checks the terminal, creates the data folder, runs the screens and reports what stops them.
    var launcher: TerminalLauncher
    /// Sent to the log file in the data folder while the app runs (standard error).
    var logDescriptor: Int32 = STDERR_FILENO

    /// - Parameters:
    ///   - serverURL: the server to use (`--server`); `nil` starts `embeddedServer` instead.
    ///   - dataFolder: where the database, the log, the remembered username and the session live.
    ///   - environment: the process environment (colours).
    ///   - embeddedServer: starts the in-process server when no `serverURL` is given.
    ///   - makeDependencies: the services; the live HTTP services by default.
    public init(
        serverURL: URL?, dataFolder: DataFolder, environment: [String: String] = ProcessInfo.processInfo.environment,
        embeddedServer: any EmbeddedServerStarting,
        makeDependencies: @escaping DependenciesMaker = { AppDependencies.live(serverURL: $0, dataDirectory: $1) }
    ) {
        self.serverURL = serverURL
        self.dataFolder = dataFolder
        self.embeddedServer = embeddedServer
        self.makeDependencies = makeDependencies
        launcher = TerminalLauncher(programName: Self.programName, appName: Self.appName, environment: environment)
    }

    /// Runs the app. - Returns: the exit status (0 after the user quits, 1 when it cannot start).
    public func run() async -> Int32 {
        await launcher.run(dataFolder: dataFolder) { try await prepare() }
    }

    /// Sends standard error to the log, starts the server when needed and builds the services.
    private func prepare() async throws -> TerminalSession {
        let logPath = dataFolder.file(Self.logFileName).path
        let redirect = StandardErrorRedirect(toFileAt: logPath, descriptor: logDescriptor)
        let server: (any RunningServer)?
        let apiURL: URL
        if let serverURL {
            server = nil
            apiURL = serverURL
        } else {
            let databasePath = dataFolder.file(LocalFiles.databaseFileName).path
            do {
                let started = try await embeddedServer.start(databasePath: databasePath)
                server = started
                apiURL = started.baseURL
            } catch {
                redirect?.restore()
                throw TerminalLaunchFailure(
                    "\(Self.programName) could not start its server with the database \(databasePath): \(error). "
                        + "Details are in \(logPath).")
            }
        }
        let dependencies = makeDependencies(apiURL, dataFolder.url)
        // Links (a game's invite link) are shown as whole addresses on the server the app talks to.
        let views = TerminalViewFactory(serverURL: apiURL)
        var showingNotices: Task<Void, Never>?
        return TerminalSession(
            start: { navigator in
                // The screens' routers hold the factory; the launcher holds it until the first one is shown.
                let launcher = AppLauncher(
                    factory: ModuleFactory(dependencies: dependencies, views: views, navigator: navigator))
                views.tasks.run { await launcher.start() }
                showingNotices = Self.showNotices(of: dependencies.changes, on: navigator)
            },
            finish: {
                showingNotices?.cancel()
                // Before the server stops: its drain then waits for no stream of this app's.
                dependencies.changes.close()
                await server?.stop()
                redirect?.restore()
            })
    }

    /// Shows on every screen, above its footer, why live updates are paused while they are, and
    /// nothing once they flow again; until the task is cancelled.
    static func showNotices(of changes: any TopicChangeSource, on navigator: TerminalNavigator) -> Task<Void, Never> {
        let statuses = changes.connectionStatus()
        return Task { [weak navigator] in
            for await status in statuses {
                navigator?.notice = status.notice
            }
        }
    }
}
