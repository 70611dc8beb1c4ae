import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Foundation
import ProgramSupport
import Vapor

/// Routes a front end serves beside the API, registered by ``configure(_:_:frontEnd:)``; the
/// front end then owns `GET /`.
public typealias FrontEndRoutes = @Sendable (Application) throws -> Void

/// Sets up `app` for `configuration`: database, migrations, password hashing, limits and routes.
/// - Parameter frontEnd: a front end to serve at `/` (the web app); without one, `/` answers
///   with pointers to the API.
public func configure(
    _ app: Application, _ configuration: ServerConfiguration, frontEnd: FrontEndRoutes? = nil
) async throws {
    app.changeFeed = ChangeFeed(limits: configuration.changeStreams)
    app.startReadiness()
    app.startMetrics(enabled: configuration.metricsAccess.isEnabled)
    app.startDrainHooks()
    let background = app.startBackgroundWork()
    try await useDatabase(
        configuration.database, poolSize: configuration.databasePoolSize,
        timingWaits: configuration.metricsAccess.isEnabled, background: background, in: app)
    app.migrations.add(SchemaMigrations.all)
    app.passwords.use(.bcrypt(cost: configuration.passwordHashCost))
    try await startAccountProtection(app, configuration)
    startRequestBudget(app, configuration)
    app.answerThrottle = AnswerThrottle(limits: configuration.answerLimits)
    app.accountHoldings = configuration.accountHoldings
    app.idempotencyLimits = configuration.idempotencyLimits
    app.rowLocks = RowLocks()
    app.storage[ServerConfigurationKey.self] = configuration
    app.storage[TrustedProxiesKey.self] = configuration.trustedProxies
    app.lifecycle.use(ChangeStreamsEnder())
    app.routes.defaultMaxBodySize = RequestBodyLimit.maxSize
    app.http.server.configuration.idleTimeout = .milliseconds(Int64(configuration.idleTimeout * 1000))
    app.http.server.configuration.shutdownTimeout = serverStopTimeout(grace: configuration.shutdownGrace)
    let gate = ConnectionGate(limits: configuration.connections, trustedProxies: configuration.trustedProxies)
    app.connectionGate = gate
    app.servers.use(.gatedHTTP(gate))
    try routes(app, welcomeAtRoot: frontEnd == nil)
    try frontEnd?(app)
    // Vapor's route logging (the raw path, before the answer) gives way to one line after it.
    app.middleware = Middlewares()
    app.middleware.use(
        RequestPipelineMiddleware(
            routes: app.routes, environment: app.environment, metrics: app.requestMetrics,
            trustedProxies: configuration.trustedProxies))
    app.middleware.use(InviteCalendarMiddleware())
    if let interval = configuration.tokenPurgeInterval {
        app.lifecycle.use(ExpiredTokenPurger.every(interval))
    }
    if configuration.migratesAutomatically {
        try await app.autoMigrate()
    }
}

/// Configures `database`; with `timingWaits` (metrics on), its waits for a pooled connection are
/// recorded (``ConnectionWaits``), and without, nothing is added to a query's way. On an SQLite
/// file, the page reads' connections run on the `background` threads.
private func useDatabase(
    _ database: ServerConfiguration.Database, poolSize: Int?, timingWaits: Bool, background: BackgroundWork,
    in app: Application
) async throws {
    let waits = timingWaits ? ConnectionWaits() : nil
    func use(_ factory: DatabaseConfigurationFactory, as id: DatabaseID) {
        app.databases.use(waits.map { .timingConnectionWaits(factory, in: $0) } ?? factory, as: id)
    }
    switch database {
    case .sqlite(let path):
        try DataFolder(url: URL(fileURLWithPath: path).deletingLastPathComponent()).create()
        try SQLiteFile.restrictPermissions(atPath: path)
        use(.sqlite(.file(path)), as: .sqlite)
        use(.onThreadPool(.sqlite(.file(path)), background.pool), as: .pageReads)
        try await SQLiteSettings.apply(to: app)
    case .sqliteInMemory:
        use(.sqlite(.memory), as: .sqlite)
        try await SQLiteSettings.apply(to: app)
    case .postgres(let url):
        // Parsed first: the driver's own error would repeat the URL, password included.
        let parsed = try PostgresURL(parsing: url)
        guard var postgres = try? SQLPostgresConfiguration(url: url) else {
            throw ConfigurationError(variable: "DATABASE_URL", reason: "names \(parsed), which the driver cannot use")
        }
        postgres.searchPath = parsed.schema.map { [$0] }
        use(.postgres(configuration: postgres, maxConnectionsPerEventLoop: poolSize ?? 1), as: .psql)
        let relay = PostgresChangeRelay(
            application: app, configuration: postgres.coreConfiguration, database: .psql,
            channel: PostgresChangeRelay.channel(forSchema: parsed.schema))
        app.changeRelay = relay
        app.lifecycle.use(relay)
    }
}

struct ServerConfigurationKey: StorageKey {
    typealias Value = ServerConfiguration
}

extension Application {
    /// The configuration `configure` was given.
    var serverConfiguration: ServerConfiguration {
        guard let configuration = storage[ServerConfigurationKey.self] else {
            preconditionFailure("configure(_:_:) sets the server configuration before any route runs")
        }
        return configuration
    }
}

/// How long Vapor's HTTP server may take to stop: the grace, and a tenth of a second with none, the
/// time it needs to close its own listening socket. Given no time at all, it would report a failed
/// stop and leave the socket open; a grace of 0 cuts requests in flight, not the server's closing.
func serverStopTimeout(grace: Int) -> TimeAmount {
    grace > 0 ? .seconds(Int64(grace)) : .milliseconds(100)
}
