import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Foundation
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
    try useDatabase(configuration.database, in: app)
    app.migrations.add(SchemaMigrations.all)
    app.passwords.use(.bcrypt(cost: configuration.passwordHashCost))
    app.storage[ServerConfigurationKey.self] = configuration
    app.routes.defaultMaxBodySize = "1mb"
    try routes(app, welcomeAtRoot: frontEnd == nil)
    try frontEnd?(app)
    app.middleware.use(MethodNotAllowedMiddleware(routes: app.routes))
    if configuration.migratesAutomatically {
        try await app.autoMigrate()
    }
}

private func useDatabase(_ database: ServerConfiguration.Database, in app: Application) throws {
    switch database {
    case .sqlite(let path):
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        app.databases.use(.sqlite(.file(path)), as: .sqlite)
    case .sqliteInMemory:
        app.databases.use(.sqlite(.memory), as: .sqlite)
    case .postgres(let url):
        app.databases.use(.postgres(configuration: try SQLPostgresConfiguration(url: url)), as: .psql)
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
