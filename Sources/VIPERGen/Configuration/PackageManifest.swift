import Foundation

/// What `viper` reads from a `Package.swift`: its targets and library products, found by pattern
/// (the manifest is not compiled).
public struct PackageManifest: Equatable, Sendable {
    /// One target of the manifest.
    public struct Target: Equatable, Sendable {
        /// How the target is declared: `target`, `executableTarget`, `testTarget`, `macro`, …
        public var kind: String
        public var name: String

        public init(kind: String, name: String) {
            self.kind = kind
            self.name = name
        }
    }

    /// Every target, in the order the manifest declares them.
    public var targets: [Target]
    /// The targets of the library products, in order, without repeats.
    public var libraryTargets: [String]

    /// Reads the targets and products of the manifest text `text`.
    public init(parsing text: String) {
        let code = SwiftSource(text, keepingStrings: true).lines.joined(separator: "\n")
        targets = Self.matches(
            of:
                #"\.(target|executableTarget|testTarget|macro|plugin|binaryTarget|systemLibrary)\s*\(\s*name\s*:\s*"([^"]+)""#,
            in: code
        ).map { Target(kind: $0[1], name: $0[2]) }
        var libraryTargets: [String] = []
        let products = Self.matches(
            of: #"\.library\s*\(\s*name\s*:\s*"[^"]*"[^\]]*?targets\s*:\s*\[([^\]]*)\]"#, in: code)
        for product in products {
            for name in Self.matches(of: #""([^"]+)""#, in: product[1]).map({ $0[1] })
            where !libraryTargets.contains(name) {
                libraryTargets.append(name)
            }
        }
        self.libraryTargets = libraryTargets
    }

    /// Reads `Package.swift` at `packageRoot`.
    /// - Throws: ``ViperError`` when there is no readable `Package.swift`.
    public static func load(packageRoot: URL) throws(ViperError) -> PackageManifest {
        let url = packageRoot.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw ViperError(
                "No Package.swift in \(packageRoot.path). Run viper in a Swift package's root folder, or pass its path."
            )
        }
        return PackageManifest(parsing: text)
    }

    /// The target modules go into: the first one that already has a `Modules` folder, else the first
    /// target of the first library product, else the first regular or executable target.
    public func moduleTarget(packageRoot: URL) -> String? {
        let regular = targets.filter { $0.kind == "target" }.map(\.name)
        let withModules = regular.first { name in
            var isDirectory: ObjCBool = false
            let path = packageRoot.appendingPathComponent("Sources/\(name)/Modules").path
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        return withModules ?? libraryTargets.first { regular.contains($0) } ?? regular.first
            ?? targets.first { $0.kind == "executableTarget" }?.name
    }

    /// The settings `viper init` proposes: `Sources/<Target>/Modules`, `Tests/<Target>Tests`,
    /// `@testable import <Target>` for the target of ``moduleTarget(packageRoot:)``.
    /// - Throws: ``ViperError`` when the manifest declares no target to put modules in.
    public func defaultConfiguration(packageRoot: URL) throws(ViperError) -> ViperConfiguration {
        guard let target = moduleTarget(packageRoot: packageRoot) else {
            throw ViperError("Package.swift declares no library target to put modules in; add one first.")
        }
        return ViperConfiguration(
            modules: "Sources/\(target)/Modules", tests: "Tests/\(target)Tests", testableImport: target)
    }

    /// `true` when the manifest declares a test target named `name`.
    public func hasTestTarget(named name: String) -> Bool {
        targets.contains { $0.kind == "testTarget" && $0.name == name }
    }

    private static func matches(of pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]) else {
            return []
        }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}
