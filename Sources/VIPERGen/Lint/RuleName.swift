/// The name of a rule a violation breaks: a built-in ``LintRule`` or a project rule of `viper.yml`
/// (`lint.rules`), printed at the end of each violation as `[name]`.
public struct RuleName: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// The name of a built-in rule.
    public init(_ rule: LintRule) {
        rawValue = rule.rawValue
    }

    /// The built-in rule of this name, or `nil` for a project rule.
    public var builtIn: LintRule? { LintRule(rawValue: rawValue) }

    public var description: String { rawValue }

    public static let noUIImport = RuleName(.noUIImport)
    public static let viewTalksToPresenter = RuleName(.viewTalksToPresenter)
    public static let moduleIsolation = RuleName(.moduleIsolation)
    public static let moduleRoles = RuleName(.moduleRoles)

    /// Built-in rules first, in ``LintRule`` order, then project rules by name.
    public static func < (lhs: RuleName, rhs: RuleName) -> Bool {
        func rank(_ name: RuleName) -> Int {
            name.builtIn.flatMap { LintRule.allCases.firstIndex(of: $0) } ?? LintRule.allCases.count
        }
        return (rank(lhs), lhs.rawValue) < (rank(rhs), rhs.rawValue)
    }
}
