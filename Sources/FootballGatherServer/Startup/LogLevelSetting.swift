import Logging

/// `LOG_LEVEL`, checked at start: a level nobody can read (`LOG_LEVEL=verbose`) is refused rather
/// than silently ignored, as every other setting is.
enum LogLevelSetting {
    /// The variable read.
    static let variable = "LOG_LEVEL"

    /// The level `LOG_LEVEL` names in `environment` (in any case); `nil` when it is unset or empty.
    /// - Throws: ``StartupError/configuration(_:)`` naming the variable, its value and the levels
    ///   it may take.
    static func level(in environment: [String: String]) throws -> Logger.Level? {
        guard let value = environment[variable], !value.isEmpty else { return nil }
        guard let level = Logger.Level(value) else {
            let names = Logger.Level.allCases.map(\.rawValue)
            let accepted = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw StartupError.configuration(
                ConfigurationError(
                    variable: variable, reason: "must be one of \(accepted), not \"\(value.prefix(40))\""))
        }
        return level
    }
}
