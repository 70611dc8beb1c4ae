import Foundation
import Testing

/// Scratch packages with a terminal and a web front end listed in viper.yml, for `viper rename` and `viper remove`.
enum FrontEndPackage {
    static let terminalFactory = "Sources/AppTerminal/Views/TerminalViewFactory.swift"
    static let webFactory = "Sources/AppWeb/WebViewFactory.swift"
    static let modules = "Sources/App/Modules"
    static let tests = "Tests/AppTests"

    /// A package set up with `viper init --template <template>`, two front ends and their view factories.
    static func make(template: String) throws -> TemporaryPackage {
        let package = try TemporaryPackage.library(named: "App")
        let initRun = CommandRun(["init", "--template", template, "--package-path", package.root.path])
        try #require(initRun.exitCode == 0, "\(initRun.errors)")
        let configuration = try #require(package.read("viper.yml"))
        try package.write(
            "viper.yml",
            configuration + """
                frontEnds:
                  - kind: terminal
                    views: Sources/AppTerminal/Views
                    factory: \(terminalFactory)
                  - kind: web
                    views: Sources/AppWeb/Views
                    factory: \(webFactory)

                """)
        let conformance = template == "factory" ? ": ViewFactory" : ""
        for (path, type) in [(terminalFactory, "TerminalViewFactory"), (webFactory, "WebViewFactory")] {
            try package.write(
                path,
                """
                import App
                import VIPERKit

                @MainActor
                public final class \(type)\(conformance) {
                    public let tasks: TaskTracker

                    public init(tasks: TaskTracker = TaskTracker()) {
                        self.tasks = tasks
                    }
                }

                """)
        }
        return package
    }

    /// Runs `viper <arguments> --package-path <package>`.
    @discardableResult
    static func run(_ arguments: [String], in package: TemporaryPackage) -> CommandRun {
        CommandRun(arguments + ["--package-path", package.root.path])
    }

    /// Runs `viper new` for each of `names`, requiring success.
    static func new(_ names: [String], in package: TemporaryPackage, _ options: [String] = []) throws {
        for name in names {
            let run = run(["new", name] + options, in: package)
            try #require(run.exitCode == 0, "\(run.errors)")
        }
    }

    /// Every file of the package with its text, by path.
    static func snapshot(_ package: TemporaryPackage) -> [String: String] {
        Dictionary(uniqueKeysWithValues: package.files.map { ($0, package.read($0) ?? "<not UTF-8>") })
    }
}
