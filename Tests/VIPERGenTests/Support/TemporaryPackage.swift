import Foundation

/// A throwaway package folder for one test, removed when the test is done with it.
final class TemporaryPackage {
    let root: URL

    /// Creates an empty folder, then writes `files` (paths relative to it) into it.
    init(files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, contents) in files {
            try write(path, contents)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `contents` to `path`, making its folders.
    func write(_ path: String, _ contents: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// The text of `path`, or `nil` when there is no such file.
    func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under the root, relative to it, sorted.
    var files: [String] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []
        return paths.filter { path in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }

    /// A library package named `name` with a library target and its test target.
    static func library(named name: String = "App") throws -> TemporaryPackage {
        try TemporaryPackage(files: ["Package.swift": manifest(library: name, testDependencies: #"["\#(name)"]"#)])
    }

    /// The manifest of a package with the library `library` and its test target.
    /// - Parameters:
    ///   - testDependencies: the test target's `dependencies:` array; `nil` leaves the argument out.
    ///   - dependency: a package dependency, e.g. `.package(path: "../main")`.
    static func manifest(
        library: String, testDependencies: String? = nil, dependency: String? = nil
    ) -> String {
        let testArguments = testDependencies.map { ", dependencies: \($0)" } ?? ""
        let dependencies = dependency.map { "\n    dependencies: [\($0)]," } ?? ""
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "\(library)",
                products: [.library(name: "\(library)", targets: ["\(library)"])],\(dependencies)
                targets: [
                    .target(name: "\(library)"),
                    .testTarget(name: "\(library)Tests"\(testArguments)),
                ]
            )

            """
    }
}
