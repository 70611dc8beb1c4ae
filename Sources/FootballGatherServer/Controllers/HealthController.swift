import FluentKit
import FootballGatherAPI
import SQLKit
import Vapor

/// `GET /health`: 200 when the database answers, 503 when it does not.
struct HealthController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get("health", use: health)
    }

    func health(request: Request) async throws -> Response {
        do {
            try await request.sql().raw("SELECT 1").run()
            return try jsonResponse(HealthResponse(status: "ok", database: "ok"))
        } catch {
            request.logger.warning("Health check failed: \(String(reflecting: error))")
            return try jsonResponse(
                HealthResponse(status: "unavailable", database: "The database cannot be reached."),
                status: .serviceUnavailable)
        }
    }
}
