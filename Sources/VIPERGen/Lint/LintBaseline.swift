import Foundation

/// The violations a package had when its baseline was written (`viper lint --write-baseline`), which
/// `viper lint` then ignores, failing only on new ones.
///
/// An entry matches violations by file, rule and message, never by line, so code moving up or down
/// keeps matching; `count` says how many such violations it covers.
public struct LintBaseline: Equatable, Sendable {
    /// Where `viper lint` reads and writes the baseline, relative to the package root.
    public static let defaultPath = ".viper/lint-baseline.yml"

    /// Known violations of one rule with one message in one file.
    public struct Entry: Hashable, Sendable, Comparable {
        /// The file (or module folder), relative to the package root.
        public var file: String
        public var rule: RuleName
        public var message: String
        /// How many such violations there are.
        public var count: Int

        public init(file: String, rule: RuleName, message: String, count: Int = 1) {
            self.file = file
            self.rule = rule
            self.message = message
            self.count = count
        }

        var key: Key { Key(file: file, rule: rule, message: message) }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.message) < (rhs.file, rhs.rule, rhs.message)
        }
    }

    /// What an entry matches on.
    struct Key: Hashable {
        let file: String
        let rule: RuleName
        let message: String

        init(file: String, rule: RuleName, message: String) {
            self.file = file
            self.rule = rule
            self.message = message
        }

        init(_ violation: Violation) {
            self.init(file: violation.path, rule: violation.rule, message: violation.message)
        }
    }

    /// The entries, sorted by file, rule and message.
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The baseline that covers exactly `violations`.
    public init(violations: [Violation]) {
        var counts: [Key: Int] = [:]
        for violation in violations { counts[Key(violation), default: 0] += 1 }
        self.init(
            entries: counts.map { key, count in
                Entry(file: key.file, rule: key.rule, message: key.message, count: count)
            })
    }

    /// `report` with each violation marked as known (covered by an entry) or new, and the entries that
    /// cover more violations than there are now (fixed since the baseline was written).
    ///
    /// When a file has more violations of one rule and message than the entry counts, the first ones by
    /// line are the known ones.
    public func apply(to report: LintReport, path: String? = nil) -> LintOutcome {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += entry.count }
        var findings: [LintOutcome.Finding] = []
        for violation in report.violations {
            let key = Key(violation)
            let known = remaining[key, default: 0] > 0
            if known { remaining[key, default: 0] -= 1 }
            findings.append(LintOutcome.Finding(violation: violation, isBaselined: known))
        }
        let fixed = entries.compactMap { entry -> Entry? in
            guard let left = remaining[entry.key], left > 0 else { return nil }
            remaining[entry.key] = 0
            var copy = entry
            copy.count = left
            return copy
        }
        return LintOutcome(modules: report.modules, findings: findings, fixed: fixed, baseline: path)
    }
}

/// What `viper lint` found, after its baseline (if any) was applied.
public struct LintOutcome: Equatable, Sendable {
    /// A violation, and whether the baseline knows it.
    public struct Finding: Equatable, Sendable {
        public var violation: Violation
        /// Whether the baseline covers it, so that it does not fail the run.
        public var isBaselined: Bool

        public init(violation: Violation, isBaselined: Bool) {
            self.violation = violation
            self.isBaselined = isBaselined
        }
    }

    /// The modules checked, by name, sorted.
    public var modules: [String]
    /// Every violation, sorted by path and line.
    public var findings: [Finding]
    /// Baseline entries that match fewer violations than they count, with `count` the number gone.
    public var fixed: [LintBaseline.Entry]
    /// The baseline file as shown to the user, or `nil` when none was used.
    public var baseline: String?

    public init(modules: [String], findings: [Finding], fixed: [LintBaseline.Entry] = [], baseline: String? = nil) {
        self.modules = modules
        self.findings = findings
        self.fixed = fixed
        self.baseline = baseline
    }

    /// A report without a baseline: every violation is new.
    public init(report: LintReport) {
        self.init(
            modules: report.modules, findings: report.violations.map { Finding(violation: $0, isBaselined: false) })
    }

    /// The violations the baseline does not know, which fail the run.
    public var newViolations: [Violation] {
        findings.filter { !$0.isBaselined }.map(\.violation)
    }

    /// How many violations the baseline knows.
    public var baselinedCount: Int {
        findings.count { $0.isBaselined }
    }

    /// How many known violations no longer occur.
    public var fixedCount: Int {
        fixed.reduce(0) { $0 + $1.count }
    }
}
