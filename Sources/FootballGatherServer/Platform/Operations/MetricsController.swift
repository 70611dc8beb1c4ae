import FootballGatherAPI
import Vapor

/// `GET /metrics`: ``ServerMetrics`` in Prometheus' text format, for the clients
/// ``MetricsAccess`` lets in; anyone else is answered 404, as if there were no such page.
struct MetricsController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.on(.metrics, use: metrics)
    }

    func metrics(request: Request) async throws -> Response {
        guard request.application.serverConfiguration.metricsAccess.admits(request) else { throw Abort(.notFound) }
        let text = await ServerMetrics.shared.text(for: request.application)
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "text/plain; version=0.0.4; charset=utf-8")
        headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        return Response(status: .ok, headers: headers, body: .init(string: text))
    }
}
