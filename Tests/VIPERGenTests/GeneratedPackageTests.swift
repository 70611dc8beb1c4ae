import Foundation
import Testing
import VIPERGen

/// Generates modules with each built-in template into a fresh package that depends on this repository's
/// VIPERKit by path, then builds it and runs the generated tests with `swift test`, untouched. The package has a
/// terminal and a web front end (each a view factory and nothing else) listed under `frontEnds` in viper.yml, and
/// `viper new` writes each module's terminal and web views and wires them in: with `factory`, `viper init` writes
/// the package's ModuleFactory, ViewFactory and test harness, and `viper new` adds `make<Name>View()` to the
/// ViewFactory protocol and to both front ends' view factories; with `module`, it adds
/// `make<Name>(navigator:delegate:)`, the module assembled around the front end's view, to both view factories.
/// Nothing is written by hand but the two empty view factories.
///
/// Slow (it resolves the package graph and builds VIPERKit, VIPERKitTerminal and VIPERKitWeb with Vapor), so it
/// runs only with `VIPER_INTEGRATION=1`: `scripts/generator-integration.sh`, a step of CI of its own, sets it. Each
/// package pins this repository's versions (its `Package.resolved`), and with `VIPER_INTEGRATION_SCRATCH` both build
/// in that one scratch folder, so the dependency graph compiles once for both templates (and, kept, for later runs).
@Suite("Generated modules in a fresh package")
struct GeneratedPackageTests {
    static let isEnabled = ProcessInfo.processInfo.environment["VIPER_INTEGRATION"] == "1"

    /// The scratch folder both packages build in, or `nil` for each package's own `.build`.
    static let sharedScratch = ProcessInfo.processInfo.environment["VIPER_INTEGRATION_SCRATCH"]

    @Test(
        "viper init and viper new write modules that compile and whose tests pass untouched",
        .enabled(if: isEnabled, "slow: builds a package against VIPERKit; set VIPER_INTEGRATION=1 to run it"),
        .timeLimit(.minutes(30)), .serialized,
        arguments: ["module", "factory"]
    )
    func generatedModulesBuildAndPass(template: String) async throws {
        let package = try TemporaryPackage(files: [
            "Package.swift": Self.manifest(dependingOn: RepositoryPaths.packageRoot),
            "Package.resolved": try String(
                contentsOf: RepositoryPaths.packageRoot.appendingPathComponent("Package.resolved"), encoding: .utf8),
        ])
        let root = package.root.path

        #expect(CommandRun(["init", "--package-path", root, "--template", template]).exitCode == 0)
        try Self.addFrontEnds(to: package, adopting: template == "factory" ? "ViewFactory" : nil)
        // With the factory template, PlayerDetail is the shape without a delegate.
        let withoutDelegate = template == "factory" ? ["--param", "delegate=no"] : []
        #expect(CommandRun(["new", "Weather", "--package-path", root]).exitCode == 0)
        #expect(CommandRun(["new", "PlayerDetail", "--package-path", root] + withoutDelegate).exitCode == 0)
        let member = template == "factory" ? "View() -> any" : "(navigator: any Navigator"
        for name in ["Weather", "PlayerDetail"] {
            #expect(package.read("Sources/AppTerminal/Views/\(name)TerminalView.swift") != nil)
            #expect(package.read("Sources/AppWeb/Views/\(name)WebView.swift") != nil)
            for factory in ["AppTerminal/Views/TerminalViewFactory", "AppWeb/Views/WebViewFactory"] {
                #expect(package.read("Sources/\(factory).swift")?.contains("func make\(name)\(member)") == true)
            }
        }
        #expect(
            CommandRun(["lint", root])
                == CommandRun(exitCode: 0, output: ["viper lint: 2 modules checked, no violations."]))

        let scratch = Self.sharedScratch ?? package.root.appendingPathComponent(".build").path
        let clock = ContinuousClock()
        var started = clock.now
        let build = try await Self.swift(["build", "--build-tests", "--scratch-path", scratch], in: package.root)
        let buildSeconds = (clock.now - started).components.seconds
        try #require(build.status == 0, "swift build failed:\n\(build.output)")
        started = clock.now
        let result = try await Self.swift(["test", "--skip-build", "--scratch-path", scratch], in: package.root)
        let testSeconds = (clock.now - started).components.seconds
        print("generated package (\(template)): built in \(buildSeconds) s, its tests ran in \(testSeconds) s")

        #expect(result.status == 0, "swift test failed:\n\(result.output)")
        let expectedTests = package.files.filter { $0.hasPrefix("Tests/") }.compactMap(package.read)
            .map { $0.components(separatedBy: "@Test(").count - 1 }.reduce(0, +)
        #expect(Self.passedTestCount(in: result.output) == expectedTests, "\(result.output)")
    }

    /// The package's two front ends, each a view factory that makes no view yet (adopting `protocolName`, the
    /// app's view factory protocol, when there is one), and the `frontEnds` of viper.yml that name them.
    static func addFrontEnds(to package: TemporaryPackage, adopting protocolName: String?) throws {
        let adopts = protocolName.map { ": \($0)" } ?? ""
        for kind in ["Terminal", "Web"] {
            try package.write(
                "Sources/App\(kind)/Views/\(kind)ViewFactory.swift",
                """
                import App
                import VIPERKit

                /// Makes the \(kind.lowercased()) view of every module.
                @MainActor
                public final class \(kind)ViewFactory\(adopts) {
                    /// Runs the views' async presenter calls.
                    public let tasks: TaskTracker

                    public init(tasks: TaskTracker = TaskTracker()) {
                        self.tasks = tasks
                    }
                }

                """)
        }
        let configuration = try #require(package.read("viper.yml"))
        try package.write(
            "viper.yml",
            configuration + """
                frontEnds:
                  - kind: terminal
                    views: Sources/AppTerminal/Views
                    factory: Sources/AppTerminal/Views/TerminalViewFactory.swift
                  - kind: web
                    views: Sources/AppWeb/Views
                    factory: Sources/AppWeb/Views/WebViewFactory.swift

                """)
    }

    /// A package with the library `App` (empty until viper writes modules), its test target and the front ends
    /// `AppTerminal` and `AppWeb` (see ``addFrontEnds(to:adopting:)``).
    static func manifest(dependingOn repository: URL) -> String {
        let identity = repository.lastPathComponent
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.macOS(.v14)],
                products: [.library(name: "App", targets: ["App"])],
                dependencies: [.package(path: "\(repository.path)")],
                targets: [
                    .target(name: "App", dependencies: [.product(name: "VIPERKit", package: "\(identity)")]),
                    .target(
                        name: "AppTerminal",
                        dependencies: ["App", .product(name: "VIPERKitTerminal", package: "\(identity)")]
                    ),
                    .target(name: "AppWeb", dependencies: ["App", .product(name: "VIPERKitWeb", package: "\(identity)")]),
                    .testTarget(
                        name: "AppTests",
                        dependencies: ["App", .product(name: "VIPERKitTesting", package: "\(identity)")]
                    ),
                ]
            )

            """
    }

    /// Runs `swift` with `arguments` in `folder`, returning its exit status and everything it printed.
    ///
    /// It awaits the exit instead of blocking in `waitUntilExit`, which would hold one of the few
    /// threads that run every other test (two on a two-core machine) for minutes.
    static func swift(_ arguments: [String], in folder: URL) async throws -> (status: Int32, output: String) {
        let log = folder.appendingPathComponent("swift.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = handle
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return (status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// N in Swift Testing's "Test run with N tests … passed" line, or `nil` when there is no such line.
    static func passedTestCount(in output: String) -> Int? {
        let pattern = #"Test run with (\d+) tests? (?:in \d+ suites? )?passed"#
        guard let range = output.range(of: pattern, options: .regularExpression) else { return nil }
        return Int(output[range].split(separator: " ")[3])
    }
}
