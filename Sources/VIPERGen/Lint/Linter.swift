import Foundation

/// Checks a package's VIPER modules against the architecture rules of docs/ARCHITECTURE.md ("Lint rules")
/// and the project's own rules of `lint.rules` (``ProjectRule``).
///
/// The checks read source text line by line (comments and string contents are ignored); they
/// find roles by file name (`<Name>Presenter.swift`, `<Name>Presenter+Aspect.swift`, …) and views
/// by the types that adopt a module's `<Name>View` protocol.
public struct Linter {
    public let packageRoot: URL
    public let configuration: ViperConfiguration

    public init(packageRoot: URL, configuration: ViperConfiguration) {
        self.packageRoot = packageRoot
        self.configuration = configuration
    }

    /// Runs every enabled built-in rule and every project rule of `lint.rules`.
    /// - Throws: ``ViperError`` when the modules folder does not exist.
    public func run() throws(ViperError) -> LintReport {
        let tree = SourceTree(root: packageRoot)
        let modules = try tree.moduleFolders(in: configuration.modules)
        let enabled = configuration.lint.enabledRules
        var violations: [Violation] = []
        if enabled.contains(.moduleRoles) {
            violations += modules.flatMap(missingRoles)
        }
        if enabled.contains(.noUIImport) {
            violations += modules.flatMap(forbiddenImports)
        }
        if enabled.contains(.moduleIsolation) {
            violations += modules.flatMap { reachesIntoOtherModules($0, all: modules) }
        }
        let rules = configuration.lint.rules
        let views =
            enabled.contains(.viewTalksToPresenter) || !rules.isEmpty ? moduleViews(modules: modules, tree: tree) : []
        if enabled.contains(.viewTalksToPresenter) {
            violations += viewsReachingPastPresenters(views)
        }
        if !rules.isEmpty {
            let files = Self.moduleFiles(modules: modules, views: views)
            violations += rules.flatMap { check($0, files: files) }
        }
        return LintReport(modules: modules.map(\.name), violations: Array(Set(violations)).sorted())
    }

    // MARK: Matching

    /// `\b(A|B)(Role1|Role2)\b`, longest module names first, or `nil` when there are no modules.
    static func typePattern(modules: [String], roles: [String]) -> NSRegularExpression? {
        guard !modules.isEmpty else { return nil }
        let names = modules.sorted { $0.count > $1.count }.map(NSRegularExpression.escapedPattern(for:))
        return try? NSRegularExpression(
            pattern: #"\b("# + names.joined(separator: "|") + ")(" + roles.joined(separator: "|") + #")\b"#)
    }

    /// The 1-based lines of `file` where `pattern` matches, with the capture groups of each
    /// distinct match on that line.
    static func lines(of file: LintedFile, matching pattern: NSRegularExpression?) -> [(Int, [String])] {
        guard let pattern else { return [] }
        var found: [(Int, [String])] = []
        for (index, line) in file.source.lines.enumerated() {
            var seen: Set<[String]> = []
            for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                let groups = (1..<match.numberOfRanges).map { group in
                    Range(match.range(at: group), in: line).map { String(line[$0]) } ?? ""
                }
                if seen.insert(groups).inserted { found.append((index + 1, groups)) }
            }
        }
        return found
    }
}
