import ProgramSupport
import Vapor

/// One log line per answered request, at `info`, once it is answered: method, route pattern
/// (never the raw path, which a stranger chooses; a request no route took shows its path quoted
/// and escaped), status, duration in milliseconds and the client's address after the
/// trusted-proxy rules, as the line's words and as its metadata (`method`, `route`, `status`,
/// `duration_ms`, `client`), beside the request id.
/// Not async: a request stays on its event loop on the way in and out.
struct AccessLogMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let started = ContinuousClock.now
        return next.respond(to: request).map { response in
            log(response, to: request, after: ContinuousClock.now - started)
            return response
        }
    }

    private func log(_ response: Response, to request: Request, after elapsed: Duration) {
        let milliseconds =
            Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        let duration = String(format: "%.1f", milliseconds)
        let route = request.route == nil ? "unrouted \(LogText.quoted(request.url.path))" : request.routePattern
        request.logger.info(
            "\(request.method.rawValue) \(route) \(response.status.code) \(duration) ms",
            metadata: [
                "method": .string(request.method.rawValue), "route": .string(route),
                "status": .stringConvertible(response.status.code), "duration_ms": .string(duration),
                "client": .string(request.clientAddress),
            ])
    }
}
