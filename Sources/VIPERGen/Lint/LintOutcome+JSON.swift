import Foundation

/// `viper lint --format json`: every violation with whether the baseline knows it, the baseline entries
/// that no longer occur, and the counts.
public struct LintJSON: Codable, Equatable, Sendable {
    /// One violation.
    public struct Violation: Codable, Equatable, Sendable {
        /// The file (or module folder), as `viper lint` prints it: relative to the folder it ran in.
        public var file: String
        /// The 1-based line.
        public var line: Int
        /// The rule's name: a built-in rule or a project rule of `lint.rules`.
        public var rule: String
        public var message: String
        /// `true` when the baseline knows it (it does not fail the run), `false` when it is new.
        public var baselined: Bool

        public init(file: String, line: Int, rule: String, message: String, baselined: Bool) {
            self.file = file
            self.line = line
            self.rule = rule
            self.message = message
            self.baselined = baselined
        }
    }

    /// A baseline entry that matches fewer violations than it counts.
    public struct Fixed: Codable, Equatable, Sendable {
        public var file: String
        public var rule: String
        public var message: String
        /// How many of the entry's violations no longer occur.
        public var count: Int

        public init(file: String, rule: String, message: String, count: Int) {
            self.file = file
            self.rule = rule
            self.message = message
            self.count = count
        }
    }

    /// The counts behind the exit code: 1 when `new` is above 0.
    public struct Summary: Codable, Equatable, Sendable {
        public var modules: Int
        public var violations: Int
        public var new: Int
        public var baselined: Int
        public var fixed: Int

        public init(modules: Int, violations: Int, new: Int, baselined: Int, fixed: Int) {
            self.modules = modules
            self.violations = violations
            self.new = new
            self.baselined = baselined
            self.fixed = fixed
        }
    }

    /// The modules checked, by name.
    public var modules: [String]
    /// The baseline file used, as given; absent when there was none.
    public var baseline: String?
    public var violations: [Violation]
    public var fixed: [Fixed]
    public var summary: Summary

    /// The JSON of `outcome`, with paths shown inside `folder` (the package path given to `viper lint`).
    public init(_ outcome: LintOutcome, folder: String) {
        modules = outcome.modules
        baseline = outcome.baseline
        violations = outcome.findings.map { finding in
            let violation = finding.violation
            return Violation(
                file: LintOutcome.displayed(violation.path, in: folder), line: violation.line,
                rule: violation.rule.rawValue, message: violation.message, baselined: finding.isBaselined)
        }
        fixed = outcome.fixed.map { entry in
            Fixed(
                file: LintOutcome.displayed(entry.file, in: folder), rule: entry.rule.rawValue,
                message: entry.message, count: entry.count)
        }
        summary = Summary(
            modules: outcome.modules.count, violations: outcome.findings.count, new: outcome.newViolations.count,
            baselined: outcome.baselinedCount, fixed: outcome.fixedCount)
    }
}

extension LintOutcome {
    /// `path` (relative to the package root) prefixed with `folder`, as the text output prints it.
    static func displayed(_ path: String, in folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return prefix.isEmpty || prefix == "." ? path : prefix + "/" + path
    }

    /// `value` as pretty-printed JSON with sorted keys.
    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
