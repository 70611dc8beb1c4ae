/// What the terminal the app draws on can show, decided from the environment.
public struct TerminalCapabilities: Equatable, Sendable {
    /// Whether colours are used. Bold and reverse video stay on unless ``usesAttributes`` is off.
    public var usesColor: Bool
    /// Whether bold, dim and reverse video are used (off on a dumb terminal).
    public var usesAttributes: Bool

    /// Capabilities with colours and attributes as given.
    public init(usesColor: Bool, usesAttributes: Bool) {
        self.usesColor = usesColor
        self.usesAttributes = usesAttributes
    }

    /// The capabilities for `environment`: no colour when `NO_COLOR` is set to anything
    /// (https://no-color.org) or when `TERM` is unset, empty or `dumb`; no attributes either
    /// when `TERM` is unset, empty or `dumb`.
    public static func from(environment: [String: String]) -> TerminalCapabilities {
        let term = environment["TERM"] ?? ""
        let isDumb = term.isEmpty || term == "dumb"
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        return TerminalCapabilities(usesColor: !isDumb && !noColor, usesAttributes: !isDumb)
    }
}
