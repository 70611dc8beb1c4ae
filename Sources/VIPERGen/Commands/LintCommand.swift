import ArgumentParser
import Foundation

/// `viper lint [PATH]`: checks the architecture rules and exits non-zero when one is broken.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks that the package's modules follow the VIPER rules.",
        discussion: """
            Rules: \(LintRule.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")).
            Prints one `path:line: error: message [rule]` line per violation and exits with 1 when there is any.
            Settings come from the lint section of viper.yml; docs/ARCHITECTURE.md ("Lint rules") explains each rule.
            """
    )

    @Argument(help: "The package to check.")
    var path = "."

    @Option(help: "The configuration file to use instead of <PATH>/viper.yml.")
    var config: String?

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL
        let file = config.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
        let configuration = try ViperConfiguration.load(packageRoot: root, file: file)
        let report = try Linter(packageRoot: root, configuration: configuration).run()

        let console = Console.current
        for violation in report.violations {
            console.write(violation.described(in: path))
        }
        let modules = report.modules.count == 1 ? "1 module" : "\(report.modules.count) modules"
        guard !report.violations.isEmpty else {
            console.write("viper lint: \(modules) checked, no violations.")
            return
        }
        let count = report.violations.count == 1 ? "1 violation" : "\(report.violations.count) violations"
        console.write("viper lint: \(modules) checked, \(count).")
        throw ExitCode.failure
    }
}
