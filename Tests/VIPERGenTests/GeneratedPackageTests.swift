import Foundation
import Testing
import VIPERGen

/// A package's life with `viper`, for each built-in template, then its build and its generated tests: a fresh package
/// that depends on this repository's VIPERKit by path, with a terminal and a web front end (each a view factory and
/// nothing else) listed under `frontEnds` in viper.yml, gets the modules Weather and PlayerDetail from `viper new`,
/// each with its terminal and web views wired into both view factories (with `factory`, `viper init` writes the
/// package's ModuleFactory, ViewFactory and test harness, and `viper new` adds `make<Name>View()` to the ViewFactory
/// protocol and to both front ends' view factories; with `module`, it adds `make<Name>(navigator:delegate:)`, the
/// module assembled around the front end's view, to both view factories). Then, as a team would over the years
/// (``GeneratedPackageLifecycle``): PlayerDetail, edited by hand, is renamed PlayerProfile; a module Scratch is added
/// and removed; and Forecast, written by an older version of a template of the package's own and edited by hand,
/// is upgraded to the current version. `viper lint` finds nothing in the three modules left, the package builds,
/// front ends included, and every generated test passes.
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
        "after viper new, rename, remove and upgrade, the package builds and its generated tests pass",
        .enabled(if: isEnabled, "slow: builds a package against VIPERKit; set VIPER_INTEGRATION=1 to run it"),
        .timeLimit(.minutes(30)), .serialized,
        arguments: ["module", "factory"]
    )
    func generatedModulesBuildAndPass(template: String) async throws {
        let lifecycle = try GeneratedPackageLifecycle(template: template)
        lifecycle.generateWeatherAndPlayerDetail()
        try lifecycle.renamePlayerDetailToPlayerProfileKeepingAnEdit()
        lifecycle.addScratchAndRemoveIt()
        try lifecycle.upgradeForecastFromAnOlderVersionOfThePackagesTemplate()
        let package = lifecycle.package
        #expect(
            CommandRun(["lint", package.root.path])
                == CommandRun(exitCode: 0, output: ["viper lint: 3 modules checked, no violations."]))

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
