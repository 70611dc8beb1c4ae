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
    /// The manifest's code, comments removed.
    private var code: String
    /// The targets of the library products, in order, without repeats.
    public var libraryTargets: [String]

    /// Reads the targets and products of the manifest text `text`.
    public init(parsing text: String) {
        let code = SwiftSource(text, keepingStrings: true).lines.joined(separator: "\n")
        self.code = code
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

    /// The text between the brackets of the `dependencies:` of the test target `name`: empty when it
    /// has no `dependencies:`, `nil` when there is no such test target.
    public func dependencies(ofTestTarget name: String) -> String? {
        guard let call = testTargetCall(named: name) else { return nil }
        guard let key = call.range(of: #"dependencies\s*:\s*\["#, options: .regularExpression) else { return "" }
        return String(Self.balanced(in: call[key.upperBound...], open: "[", close: "]", depth: 1))
    }

    /// `true` when the test target `name` has a `dependencies:` argument.
    public func hasDependenciesKey(ofTestTarget name: String) -> Bool {
        testTargetCall(named: name)?.range(of: #"dependencies\s*:\s*\["#, options: .regularExpression) != nil
    }

    /// The arguments of the `.testTarget(name: "<name>", …)` call, after its name.
    private func testTargetCall(named name: String) -> Substring? {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        guard
            let start = code.range(
                of: #"\.testTarget\s*\(\s*name\s*:\s*""# + escaped + #"""#, options: .regularExpression)
        else { return nil }
        return Self.balanced(in: code[start.upperBound...], open: "(", close: ")", depth: 1)
    }

    /// `true` when the test target `name` lists `VIPERKitTesting` among its dependencies, by name or as a product.
    public func testTarget(_ name: String, dependsOn library: String) -> Bool {
        guard let dependencies = dependencies(ofTestTarget: name) else { return false }
        return dependencies.range(of: #""\#(library)""#, options: .regularExpression) != nil
    }

    /// How a target of this package names the product `library` of VIPERKit's package: `"VIPERKitTesting"` when
    /// this package declares the target itself, else `.product(name: …, package: …)` with the package that
    /// provides VIPERKit (`<package>` when the manifest does not say).
    public func dependencyEntry(forProduct library: String) -> String {
        if targets.contains(where: { $0.name == library }) { return #""\#(library)""# }
        let package =
            Self.matches(
                of: #"\.product\s*\(\s*name\s*:\s*"VIPERKit[A-Za-z]*"\s*,\s*package\s*:\s*"([^"]+)""#, in: code
            )
            .first?[1]
            ?? Self.matches(of: #"\.package\s*\([^)]*?(?:path|url)\s*:\s*"([^"]+)""#, in: code).first.map {
                let last = ($0[1] as NSString).lastPathComponent
                return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
            } ?? "<package>"
        return #".product(name: "\#(library)", package: "\#(package)")"#
    }

    /// The part of `text` before the bracket that closes `depth` open brackets.
    private static func balanced(in text: Substring, open: Character, close: Character, depth: Int) -> Substring {
        var depth = depth
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return text[text.startIndex..<index] }
            }
            index = text.index(after: index)
        }
        return text
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
