import Foundation

/// How the server stores its data and issues sessions; decided once at start.
public struct ServerConfiguration: Sendable, Equatable {
    /// Where the data lives.
    public enum Database: Sendable, Equatable {
        /// A SQLite file, created (with its folder) when missing.
        case sqlite(path: String)
        /// A private in-memory SQLite database, gone when the app shuts down (tests).
        case sqliteInMemory
        /// A PostgreSQL server, from a `postgres://user:password@host:port/database` URL.
        case postgres(url: String)
    }

    /// Thirty days, the default lifetime of a session token.
    public static let defaultTokenLifetime: TimeInterval = 30 * 24 * 3600

    public var database: Database
    /// Seconds a token stays valid after login.
    public var tokenLifetime: TimeInterval
    /// The bcrypt cost factor for password hashes (each step doubles the work).
    public var passwordHashCost: Int
    /// Whether `configure` migrates the schema (the first run of a new database then just works).
    public var migratesAutomatically: Bool

    public init(
        database: Database, tokenLifetime: TimeInterval = defaultTokenLifetime, passwordHashCost: Int = 12,
        migratesAutomatically: Bool = true
    ) {
        self.database = database
        self.tokenLifetime = tokenLifetime
        self.passwordHashCost = passwordHashCost
        self.migratesAutomatically = migratesAutomatically
    }
}

extension ServerConfiguration {
    /// The configuration a deployment describes with environment variables:
    /// `DATABASE_URL` (PostgreSQL) or else `SQLITE_PATH` (default ``defaultSQLitePath(environment:)``),
    /// and `TOKEN_LIFETIME_DAYS` (default 30).
    /// - Throws: ``ConfigurationError`` naming the variable whose value is unusable.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> ServerConfiguration {
        var configuration = ServerConfiguration(database: try database(from: environment))
        if let days = environment["TOKEN_LIFETIME_DAYS"] {
            guard let value = Double(days), value > 0, value <= 3650 else {
                throw ConfigurationError(
                    variable: "TOKEN_LIFETIME_DAYS",
                    reason: "must be a number of days between 1 and 3650, not \"\(days)\"")
            }
            configuration.tokenLifetime = value * 24 * 3600
        }
        return configuration
    }

    private static func database(from environment: [String: String]) throws -> Database {
        if let url = environment["DATABASE_URL"], !url.isEmpty {
            guard url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") else {
                throw ConfigurationError(
                    variable: "DATABASE_URL", reason: "must be a postgres:// URL, not \"\(url)\"")
            }
            return .postgres(url: url)
        }
        if let path = environment["SQLITE_PATH"], !path.isEmpty {
            return .sqlite(path: path)
        }
        return .sqlite(path: defaultSQLitePath(environment: environment))
    }

    /// `$XDG_DATA_HOME/footballgather/footballgather.sqlite`, else under `~/.local/share`.
    public static func defaultSQLitePath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String
    {
        DataDirectory.resolve(option: nil, environment: environment)
            .appendingPathComponent(DataDirectory.databaseFileName).path
    }
}

/// An environment variable whose value the server cannot use.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public var variable: String
    public var reason: String

    public var description: String { "\(variable) \(reason)." }
}
