import FootballGatherAPI
import Foundation
import ProgramSupport

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
    /// Failed logins and new accounts allowed before 429 (defaults in ``AccountLimits``).
    public var accountLimits = AccountLimits()
    /// The password hashing pool's threads and queue.
    public var passwordHashing = PasswordHashingLimits()
    /// Connections per event loop to PostgreSQL; `nil` keeps the driver's default (one). The
    /// SQLite driver always uses one.
    public var databasePoolSize: Int?
    /// How often sessions past their expiry are deleted while the server runs (first at start);
    /// `nil` never.
    public var tokenPurgeInterval: TimeInterval?
    /// The reverse proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed; none by default.
    public var trustedProxies = TrustedProxies.none
    /// How long an HTTP connection may stay silent (no byte read or written) before it is closed.
    public var idleTimeout: TimeInterval = defaultIdleTimeout
    /// Connections per client address, and how long a request may take to arrive.
    public var connections = ConnectionLimits()
    /// How many change streams (`GET /api/changes`) are held open.
    public var changeStreams = ChangeStreamLimits()
    /// Seconds requests in flight get to finish once the server drains (SIGTERM).
    public var shutdownGrace: Int = defaultShutdownGrace
    /// Who may read `GET /metrics`; loopback only by default.
    public var metricsAccess = MetricsAccess.loopbackOnly
    /// How fast one client address and one account may call the API.
    public var requestBudget = RequestBudgetLimits()
    /// How fast answers may come through invite links.
    var answerLimits = AnswerLimits()
    /// How many players, games and gathers one account may keep.
    var accountHoldings = AccountHoldings()
    /// What is kept so that a write sent twice counts once (operation ids, `Idempotency-Key`s).
    var idempotencyLimits = IdempotencyLimits()
    /// Seconds between shares of the request budget's spending with the other instances on
    /// PostgreSQL; `nil` never (a command that does not serve).
    public var requestBudgetShareInterval: TimeInterval? = 1
    /// Where people reach the server (`https://football.example.org`, no trailing `/`), for the
    /// links it writes into what it serves (a game's calendar); `nil` leaves such links out. A
    /// request's `Host` is never used for them.
    public var publicURL: String?

    /// Ten seconds: how long requests in flight may take once the server drains.
    public static let defaultShutdownGrace = 10
    /// The values `SHUTDOWN_GRACE_SECONDS` may take.
    public static let shutdownGraces = 0...300

    /// One hour, how often ``fromEnvironment(_:)`` purges expired sessions.
    public static let defaultTokenPurgeInterval: TimeInterval = 3600
    /// Two minutes: longer than the web page's WebSocket pings (every 25 seconds), short enough that a
    /// client which opens connections and says nothing cannot hold them for long.
    public static let defaultIdleTimeout: TimeInterval = 120
    /// The values `DB_POOL_SIZE` may take.
    public static let databasePoolSizes = 1...100

    public init(
        database: Database, tokenLifetime: TimeInterval = defaultTokenLifetime, passwordHashCost: Int = 12,
        migratesAutomatically: Bool = true, databasePoolSize: Int? = nil, tokenPurgeInterval: TimeInterval? = nil
    ) {
        self.database = database
        self.tokenLifetime = tokenLifetime
        self.passwordHashCost = passwordHashCost
        self.migratesAutomatically = migratesAutomatically
        self.databasePoolSize = databasePoolSize
        self.tokenPurgeInterval = tokenPurgeInterval
    }
}

extension ServerConfiguration.Database: CustomStringConvertible {
    /// Where the data lives, never with a password: `postgres://user:***@host:5432/database`.
    public var description: String {
        switch self {
        case .sqlite(let path): "the SQLite file \(path)"
        case .sqliteInMemory: "an in-memory SQLite database"
        case .postgres(let url): (try? PostgresURL(parsing: url)).map { "PostgreSQL at \($0)" } ?? "PostgreSQL"
        }
    }
}

extension ServerConfiguration {
    /// The configuration a deployment describes with environment variables:
    /// - `DATABASE_URL` (PostgreSQL, `postgres://user:password@host:5432/database`) or else
    ///   `SQLITE_PATH` (default ``defaultSQLitePath(environment:)``);
    /// - `TOKEN_LIFETIME_DAYS` (default 30);
    /// - `AUTO_MIGRATE` (`true` or `false`, default `true`);
    /// - `DB_POOL_SIZE` (PostgreSQL connections per event loop, 1 to 100, default 1);
    /// - `TRUSTED_PROXIES` (addresses and CIDR networks, comma-separated, default none);
    /// - `IDLE_TIMEOUT_SECONDS` (1 to 3600, default 120);
    /// - `CONNECTIONS_PER_ADDRESS` (1 to 100,000, default 128; see ``ConnectionLimits``);
    /// - `SHUTDOWN_GRACE_SECONDS` (0 to 300, default 10);
    /// - `METRICS`, `METRICS_ALLOWED` and `METRICS_TOKEN` (see ``MetricsAccess``);
    /// - `API_REQUESTS_PER_ADDRESS` and `API_REQUESTS_PER_ACCOUNT` (see ``RequestBudgetLimits``);
    /// - `PUBLIC_URL` (``publicURL``: `http` or `https`, a host, no query; default none).
    ///
    /// Expired sessions are purged every ``defaultTokenPurgeInterval``.
    /// - Throws: ``ConfigurationError`` naming the variable whose value is unusable.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> ServerConfiguration {
        var configuration = ServerConfiguration(
            database: try database(from: environment), tokenPurgeInterval: defaultTokenPurgeInterval)
        if let days = environment["TOKEN_LIFETIME_DAYS"] {
            guard let value = Double(days), value > 0, value <= 3650 else {
                throw ConfigurationError(
                    variable: "TOKEN_LIFETIME_DAYS",
                    reason: "must be a number of days above 0 and at most 3650, not \"\(days)\"")
            }
            configuration.tokenLifetime = value * 24 * 3600
        }
        if let value = environment["AUTO_MIGRATE"] {
            switch value.lowercased() {
            case "true", "1", "yes": configuration.migratesAutomatically = true
            case "false", "0", "no": configuration.migratesAutomatically = false
            default:
                throw ConfigurationError(variable: "AUTO_MIGRATE", reason: "must be true or false, not \"\(value)\"")
            }
        }
        if let size = try wholeNumber("DB_POOL_SIZE", of: "connections", in: databasePoolSizes, environment) {
            configuration.databasePoolSize = size
        }
        if let value = environment["TRUSTED_PROXIES"] {
            configuration.trustedProxies = try TrustedProxies(parsing: value)
        }
        if let seconds = try wholeNumber("IDLE_TIMEOUT_SECONDS", of: "seconds", in: 1...3600, environment) {
            configuration.idleTimeout = TimeInterval(seconds)
        }
        if let most = try wholeNumber(
            "CONNECTIONS_PER_ADDRESS", of: "connections", in: ConnectionLimits.perAddressRange, environment)
        {
            configuration.connections.perAddress = most
        }
        if let seconds = try wholeNumber("SHUTDOWN_GRACE_SECONDS", of: "seconds", in: shutdownGraces, environment) {
            configuration.shutdownGrace = seconds
        }
        if let value = environment["PUBLIC_URL"], !value.isEmpty {
            configuration.publicURL = try publicURL(parsing: value)
        }
        configuration.metricsAccess = try MetricsAccess.fromEnvironment(environment)
        configuration.requestBudget = try RequestBudgetLimits.fromEnvironment(environment)
        let holdings = [
            ("ACCOUNT_MAX_PLAYERS", "players"), ("ACCOUNT_MAX_GAMES", "games"), ("ACCOUNT_MAX_GATHERS", "gathers"),
        ]
        for (variable, what) in holdings {
            guard let most = try wholeNumber(variable, of: what, in: AccountHoldings.range, environment) else {
                continue
            }
            switch what {
            case "players": configuration.accountHoldings.players = most
            case "games": configuration.accountHoldings.games = most
            default: configuration.accountHoldings.gathers = most
            }
        }
        return configuration
    }

    /// The value of `variable`, a whole number of `unit` in `range`; `nil` when it is unset.
    /// - Throws: ``ConfigurationError`` naming the variable and what it must be.
    private static func wholeNumber(
        _ variable: String, of unit: String, in range: ClosedRange<Int>, _ environment: [String: String]
    ) throws -> Int? {
        guard let value = environment[variable] else { return nil }
        guard let number = Int(value), range.contains(number) else {
            throw ConfigurationError(
                variable: variable,
                reason: "must be a whole number of \(unit) between \(range.lowerBound) and \(range.upperBound), "
                    + "not \"\(value.prefix(40))\"")
        }
        return number
    }

    /// `value` as ``publicURL``: an `http` or `https` URL with a host and no user, query or
    /// fragment, without its trailing `/`.
    /// - Throws: ``ConfigurationError`` for `PUBLIC_URL`.
    public static func publicURL(parsing value: String) throws(ConfigurationError) -> String {
        guard let parts = URLComponents(string: value), let scheme = parts.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = parts.host, !host.isEmpty, parts.user == nil,
            parts.password == nil, parts.query == nil, parts.fragment == nil
        else {
            throw ConfigurationError(
                variable: "PUBLIC_URL",
                reason:
                    "must be an http or https address such as https://football.example.org, not \"\(value.prefix(80))\""
            )
        }
        var url = value
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }

    private static func database(from environment: [String: String]) throws -> Database {
        if let url = environment["DATABASE_URL"], !url.isEmpty {
            _ = try PostgresURL(parsing: url)
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
        DataFolder(appFolderName: LocalFiles.dataFolderName, option: nil, environment: environment)
            .file(LocalFiles.databaseFileName).path
    }
}

/// An environment variable whose value the server cannot use.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public var variable: String
    public var reason: String

    public init(variable: String, reason: String) {
        self.variable = variable
        self.reason = reason
    }

    public var description: String { "\(variable) \(reason)." }
}
