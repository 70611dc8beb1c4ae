import Foundation

/// The entry point of `currency-converter`: parses the command line and runs the app.
public enum ConverterMain {
    /// Parses `arguments` (printing help or a usage error and exiting when asked or wrong),
    /// then runs the app. - Returns: the exit status.
    @MainActor
    public static func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) async -> Int32 {
        let options: AppOptions
        do {
            options = try AppOptions.parse(arguments)
        } catch {
            AppOptions.exit(withError: error)
        }
        return await AppLoader(options: options).run()
    }
}
