import FluentKit
import FootballGatherAPI
import SQLKit
import Vapor

/// The server's health, for people and for probes:
/// - `GET /health`: 200 when the database answers, 503 when it does not;
/// - `GET /health/live`: 200 while the process answers;
/// - `GET /health/ready`: 200 while the server can take requests (see ``ServerReadiness``),
///   503 with the reason otherwise.
///
/// The two that ask the database are taken from the client address's request budget, as the
/// API's routes are; `/health/live` asks nothing and is not.
struct HealthController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let askingTheDatabase = routes.grouped(AddressBudgetMiddleware())
        askingTheDatabase.on(.health, use: health)
        routes.on(.healthLive, use: live)
        askingTheDatabase.on(.healthReady, use: ready)
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

    func live(request: Request) throws -> Response {
        try jsonResponse(ProbeResponse.ok)
    }

    func ready(request: Request) async throws -> Response {
        guard let problem = await ServerReadiness.problem(of: request.application) else {
            return try jsonResponse(ProbeResponse.ok)
        }
        request.logger.info("Not ready: \(problem)")
        return try jsonResponse(ProbeResponse.unavailable(problem), status: .serviceUnavailable)
    }
}
