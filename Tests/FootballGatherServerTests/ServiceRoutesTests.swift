import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("Root, health and the API description")
struct ServiceRoutesTests {
    @Test("The root tells a visitor where the API and its description are")
    func root() async throws {
        try await withApp(on: .sqlite) { app in
            let response = try await TestAPI(app: app).send(.GET, "/")
            #expect(response.status == .ok)
            let body = try #require(
                try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: String])
            #expect(body["api"] == "/api")
            #expect(body["description"] == "/openapi.yaml")
            #expect(body["health"] == "/health")
        }
    }

    @Test("Health answers 200 while the database answers", arguments: TestDatabase.all)
    func healthy(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let response = try await api.send(.GET, APIPath.health)
            #expect(response.status == .ok)
            #expect(try api.decode(HealthResponse.self, from: response) == HealthResponse(status: "ok", database: "ok"))
        }
    }

    @Test("Health answers 503 when the database cannot be reached")
    func databaseDown() async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        try await configure(
            app,
            ServerConfiguration(
                database: .postgres(url: "postgres://nobody:secret@127.0.0.1:1/none?sslmode=disable"),
                migratesAutomatically: false))
        let api = TestAPI(app: app)
        let response = try await api.send(.GET, APIPath.health)
        try await app.asyncShutdown()

        #expect(response.status == .serviceUnavailable)
        #expect(
            try api.decode(HealthResponse.self, from: response)
                == HealthResponse(status: "unavailable", database: "The database cannot be reached."))
    }

    @Test("The OpenAPI document is served and describes every registered route")
    func openAPI() async throws {
        try await withApp(on: .sqlite) { app in
            let response = try await TestAPI(app: app).send(.GET, APIPath.openAPI)
            #expect(response.status == .ok)
            #expect(response.headers.first(name: .contentType)?.hasPrefix("application/yaml") == true)
            let document = response.body.string
            #expect(document.hasPrefix("openapi: 3."))
            for route in app.routes.all {
                let path =
                    "/"
                    + route.path.map { component in
                        switch component {
                        case .parameter(let name): "{\(name)}"
                        default: component.description
                        }
                    }.joined(separator: "/")
                let method = route.method.rawValue.lowercased()
                let section = try #require(
                    Self.section(of: path, in: document), "openapi.yaml lacks the path \(path)")
                #expect(section.contains("\n    \(method):"), "openapi.yaml lacks \(method) \(path)")
            }
        }
    }

    @Test("A known path with a method it does not take answers 405 and lists the methods it does take")
    func methodNotAllowed() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let health = try await api.send(.PATCH, APIPath.health)
            #expect(health.status == .methodNotAllowed)
            #expect(health.headers.first(name: "Allow") == "GET")
            #expect(try api.reason(of: health) == "PATCH is not allowed here; use GET.")

            let player = try await api.send(.POST, APIPath.player(UUID()))
            #expect(player.status == .methodNotAllowed)
            #expect(player.headers.first(name: "Allow") == "DELETE, GET, PUT")

            // A fixed path beside a parameter route is not that route with an odd id.
            for method in [HTTPMethod.PUT, .DELETE, .PATCH] {
                let records = try await api.send(method, APIPath.records)
                #expect(records.status == .methodNotAllowed)
                #expect(records.headers.first(name: "Allow") == "GET")
            }

            #expect(try await api.send(.GET, "/api/nothing-here").status == .notFound)
            #expect(try await api.send(.PATCH, "/nothing-here/at-all").status == .notFound)
            let root = try await api.send(.TRACE, "/")
            #expect(root.status == .methodNotAllowed)
            #expect(root.headers.first(name: "Allow") == "GET")
            let token = try await api.signUp()
            #expect(try await api.send(.GET, APIPath.player(UUID()), token: token).status == .notFound)
        }
    }

    /// The lines of `document` under the path key `path:`, up to the next path key.
    static func section(of path: String, in document: String) -> String? {
        guard let start = document.range(of: "\n  \(path):\n") else { return nil }
        let rest = document[start.upperBound...]
        let end =
            rest.range(of: #"\n  /[^\n]*:\n|\ncomponents:"#, options: .regularExpression)?.lowerBound ?? rest.endIndex
        return "\n" + String(rest[..<end])
    }
}
