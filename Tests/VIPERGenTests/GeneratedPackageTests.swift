import Foundation
import Testing
import VIPERGen

/// Generates modules with each built-in template into a fresh package that depends on this repository's
/// VIPERKit by path, then builds it and runs the generated tests with `swift test`, untouched. With the
/// `factory` template, `viper init` writes the package's ModuleFactory, ViewFactory and test harness, and the
/// test adds each module's `make<Name>View()` to the ViewFactory protocol, the step `viper new` prints.
///
/// Slow (it resolves the package graph and builds VIPERKit), so it runs only with `VIPER_INTEGRATION=1`;
/// CI sets it.
@Suite("Generated modules in a fresh package")
struct GeneratedPackageTests {
    static let isEnabled = ProcessInfo.processInfo.environment["VIPER_INTEGRATION"] == "1"

    @Test(
        "viper init and viper new write modules that compile and whose tests pass untouched",
        .enabled(if: isEnabled, "slow: builds a package against VIPERKit; set VIPER_INTEGRATION=1 to run it"),
        .timeLimit(.minutes(30)), .serialized,
        arguments: ["module", "factory"]
    )
    func generatedModulesBuildAndPass(template: String) async throws {
        let package = try TemporaryPackage(files: [
            "Package.swift": Self.manifest(dependingOn: RepositoryPaths.packageRoot)
        ])
        let root = package.root.path

        #expect(CommandRun(["init", "--package-path", root, "--template", template]).exitCode == 0)
        // With the factory template, PlayerDetail is the shape without a delegate.
        let withoutDelegate = template == "factory" ? ["--param", "delegate=no"] : []
        #expect(CommandRun(["new", "Weather", "--package-path", root]).exitCode == 0)
        #expect(CommandRun(["new", "PlayerDetail", "--package-path", root] + withoutDelegate).exitCode == 0)
        if template == "factory" {
            try Self.addViewFactoryRequirements(for: ["Weather", "PlayerDetail"], in: package)
        }
        #expect(
            CommandRun(["lint", root])
                == CommandRun(exitCode: 0, output: ["viper lint: 2 modules checked, no violations."]))

        let result = try await Self.swift(
            ["test", "--scratch-path", package.root.appendingPathComponent(".build").path], in: package.root)

        #expect(result.status == 0, "swift test failed:\n\(result.output)")
        let expectedTests = package.files.filter { $0.hasPrefix("Tests/") }.compactMap(package.read)
            .map { $0.components(separatedBy: "@Test(").count - 1 }.reduce(0, +)
        #expect(Self.passedTestCount(in: result.output) == expectedTests, "\(result.output)")
    }

    /// The one edit the factory template leaves to a person, done as its `next` note says: the view
    /// factory protocol that `viper init` wrote gets `make<Name>View()` for each module.
    static func addViewFactoryRequirements(for names: [String], in package: TemporaryPackage) throws {
        let path = "Sources/App/App/ViewFactory.swift"
        let scaffold = try #require(package.read(path))
        let requirements = names.map { "    func make\($0)View() -> any \($0)View\n" }.joined()
        let edited = scaffold.replacingOccurrences(
            of: "public protocol ViewFactory: AnyObject {}",
            with: "public protocol ViewFactory: AnyObject {\n\(requirements)}")
        #expect(edited != scaffold)
        try package.write(path, edited)
    }

    /// A package with the library `App` (empty until viper writes modules) and its test target.
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
