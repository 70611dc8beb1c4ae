import Foundation

/// The entry point of `livenews`: parses the command line and runs the app.
public enum NewsMain {
    /// Parses `arguments` (printing help or a usage error and exiting when asked or wrong),
    /// then runs the app. - Returns: the exit status.
    @MainActor
    public static func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) async -> Int32 {
        let options: NewsOptions
        do {
            options = try NewsOptions.parse(arguments)
        } catch {
            NewsOptions.exit(withError: error)
        }
        return await NewsLoader(options: options).run()
    }
}
