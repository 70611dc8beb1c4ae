import Fluent
import FluentPostgresDriver
import Foundation
import SQLKit
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

/// Runs `test` against a freshly configured and migrated app on `database`, then tears it down
/// (a PostgreSQL test schema is dropped). `adjust` changes the configuration before `configure`.
func withApp<T>(
    on database: TestDatabase, tokenLifetime: TimeInterval = ServerConfiguration.defaultTokenLifetime,
    adjust: (inout ServerConfiguration) -> Void = { _ in },
    _ test: (Application) async throws -> T
) async throws -> T {
    let app = try await Application.make(.testing)
    app.logger.logLevel = .error
    var postgresSchema: String?
    do {
        let storage: ServerConfiguration.Database
        switch database {
        case .sqlite:
            storage = .sqliteInMemory
        case .postgres(let baseURL):
            // A schema of its own, not a database: making a database copies its template and takes
            // a third of a second, one at a time, which hundreds of tests starting together wait for.
            let name = "fg_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
            try await PostgresAdmin.run("CREATE SCHEMA \(name)", baseURL: baseURL, app: app)
            postgresSchema = name
            storage = .postgres(url: PostgresAdmin.url(baseURL, schema: name))
        }
        var configuration = ServerConfiguration(database: storage, tokenLifetime: tokenLifetime, passwordHashCost: 4)
        // Tests race one account's requests on purpose, as several instances would; an instance's
        // turns would put them one after another (AccountTurnsTests tests the turns).
        configuration.requestBudget.perAccountAtOnce = nil
        adjust(&configuration)
        try await configure(app, configuration)
        let result = try await test(app)
        try await tearDown(app, database: database, postgresSchema: postgresSchema)
        return result
    } catch {
        try? await tearDown(app, database: database, postgresSchema: postgresSchema)
        throw error
    }
}

/// Runs `test` with the app listening on 127.0.0.1 at a free port (its address is `test`'s second
/// argument); stops listening afterwards, whatever `test` does.
func whileListening(_ app: Application, _ test: (Application, URL) async throws -> Void) async throws {
    try await app.server.start(address: .hostname("127.0.0.1", port: 0))
    let port = app.http.server.shared.localAddress?.port ?? 0
    let url = try #require(URL(string: "http://127.0.0.1:\(port)"))
    do {
        try await test(app, url)
    } catch {
        await app.server.shutdown()
        throw error
    }
    await app.server.shutdown()
}

private func tearDown(_ app: Application, database: TestDatabase, postgresSchema: String?) async throws {
    if case .postgres(let baseURL) = database, let name = postgresSchema {
        try await PostgresAdmin.run("DROP SCHEMA IF EXISTS \(name) CASCADE", baseURL: baseURL, app: app)
    }
    try await app.asyncShutdown()
}

/// Creates and drops the per-test PostgreSQL schemas through the server named by the base URL.
enum PostgresAdmin {
    static let databaseID = DatabaseID(string: "postgres-admin")

    static func run(_ statement: String, baseURL: String, app: Application) async throws {
        if app.databases.configuration(for: databaseID) == nil {
            app.databases.use(
                .postgres(configuration: try SQLPostgresConfiguration(url: baseURL)), as: databaseID, isDefault: false)
        }
        guard let sql = app.db(databaseID) as? any SQLDatabase else { return }
        try await sql.raw(SQLQueryString(statement)).run()
    }

    /// `baseURL` naming `schema` as the one to keep the tables in.
    static func url(_ baseURL: String, schema: String) -> String {
        guard var components = URLComponents(string: baseURL) else { return baseURL }
        components.queryItems = (components.queryItems ?? []) + [URLQueryItem(name: "schema", value: schema)]
        return components.string ?? baseURL
    }
}
