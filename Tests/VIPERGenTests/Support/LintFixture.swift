import Foundation
import VIPERGen

/// A package with two clean modules made by the built-in template (Weather and Forecast) and a
/// terminal view of Weather, ready for a test to plant one violation.
struct LintFixture {
    let package: TemporaryPackage
    var configuration = ViperConfiguration(
        modules: "Sources/App/Modules", tests: "Tests/AppTests", testableImport: "App")

    init() throws {
        package = try TemporaryPackage.library(named: "App")
        let template = try ModuleTemplate.resolve("module", packageRoot: package.root)
        for name in ["Weather", "Forecast"] {
            let files = try ModuleRenderer(template: template).render(
                name: ModuleName(validating: name), settings: GenerationSettings(configuration))
            for file in files { try package.write(file.path, file.contents) }
        }
        try package.write(
            "Sources/AppTerminal/WeatherTerminalView.swift",
            """
            import App
            import VIPERKit

            /// The Weather screen in a terminal.
            final class WeatherTerminalView: TerminalScreen,
                WeatherView
            {
                var presenter: (any WeatherPresenting)?
                func render(_ state: WeatherViewState) {}
                func show(_ alert: Alert) {}
            }

            """)
    }

    /// Replaces `old` with `new` in the file at `path`.
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try require(package.read(path))
        try package.write(path, text.replacingOccurrences(of: old, with: new))
    }

    /// Appends `line` to the file at `path`.
    func append(_ line: String, to path: String) throws {
        try package.write(path, (package.read(path) ?? "") + line + "\n")
    }

    /// The 1-based number of the last line of the file at `path` (not counting the final newline).
    func lastLine(of path: String) -> Int {
        (package.read(path) ?? "").split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }

    func lint() throws -> LintReport {
        try Linter(packageRoot: package.root, configuration: configuration).run()
    }
}

/// `#require` outside a test body would need the Testing macros; this is the plain version.
private func require<T>(_ value: T?) throws -> T {
    guard let value else { throw ViperError("fixture file is missing") }
    return value
}
