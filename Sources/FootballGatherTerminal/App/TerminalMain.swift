import ArgumentParser
import Foundation

/// The entry point of `footballgather`: parses the command line and runs the app.
public enum TerminalMain {
    /// Parses `arguments` (printing help or a usage error and exiting when asked or wrong),
    /// then runs the app. - Returns: the exit status.
    @MainActor
    public static func run(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        embeddedServer: any EmbeddedServerStarting = EmbeddedServerLauncher()
    ) async -> Int32 {
        let options: AppOptions
        do {
            options = try AppOptions.parse(arguments)
        } catch {
            AppOptions.exit(withError: error)
        }
        return await AppLoader(options: options, embeddedServer: embeddedServer).run()
    }
}
