/// One broken rule at one line of one file.
public struct Violation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file (or module folder), relative to the linted package's root.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// The built-in or project rule it breaks.
    public var rule: RuleName
    /// What is wrong, as a sentence.
    public var message: String

    public init(path: String, line: Int, rule: RuleName, message: String) {
        self.path = path
        self.line = line
        self.rule = rule
        self.message = message
    }

    /// `path:line: error: message [rule]`, the form Xcode and editors read.
    public var description: String {
        "\(path):\(line): error: \(message) [\(rule.rawValue)]"
    }

    /// ``description`` with the path prefixed by `folder` (nothing is prefixed for `.`).
    public func described(in folder: String) -> String {
        var copy = self
        let prefix = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        if !prefix.isEmpty, prefix != "." { copy.path = prefix + "/" + path }
        return copy.description
    }

    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.path, lhs.line, lhs.rule, lhs.message) < (rhs.path, rhs.line, rhs.rule, rhs.message)
    }
}

/// What `viper lint` found.
public struct LintReport: Equatable, Sendable {
    /// The modules checked, by name, sorted.
    public var modules: [String]
    /// Every violation, sorted by path and line.
    public var violations: [Violation]

    public init(modules: [String], violations: [Violation]) {
        self.modules = modules
        self.violations = violations
    }
}
