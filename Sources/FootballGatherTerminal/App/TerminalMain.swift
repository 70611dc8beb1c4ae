import ArgumentParser
import Foundation

/// The entry point of `footballgather`: parses the command line and runs the app.
public enum TerminalMain {
    /// Parses `arguments` (printing help or a usage error and exiting when asked or wrong),
    /// then runs the app. - Returns: the exit status.
    @MainActor
    public static func run(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        embeddedServer: (any EmbeddedServerStarting)?,
        makeDependencies: AppLoader.DependenciesMaker? = nil
    ) async -> Int32 {
        let options: AppOptions
        do {
            options = try AppOptions.parse(arguments)
        } catch {
            AppOptions.exit(withError: error)
        }
        let loader =
            if let makeDependencies {
                AppLoader(options: options, embeddedServer: embeddedServer, makeDependencies: makeDependencies)
            } else {
                AppLoader(options: options, embeddedServer: embeddedServer)
            }
        return await loader.run()
    }
}
