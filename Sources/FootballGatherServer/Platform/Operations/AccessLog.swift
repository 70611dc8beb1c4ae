import ProgramSupport
import Vapor

/// One log line per answered request, at `info`, once it is answered: method, route pattern
/// (never the raw path, which a stranger chooses; a request no route took shows its path quoted
/// and escaped), status, duration in milliseconds and the client's address after the
/// trusted-proxy rules, as the line's words and as its metadata (`method`, `route`, `status`,
/// `duration_ms`, `client`), beside the request id.
enum AccessLog {
    /// Whether `request` gets a line (its logger writes `info`); below, nothing is measured either.
    static func isWritten(for request: Request) -> Bool {
        request.logger.logLevel <= .info
    }

    /// Writes the line of `request`, answered with `response` after `elapsed`, its client named as
    /// `proxies` are trusted to name it.
    static func log(
        _ response: Response, to request: Request, after elapsed: Duration, trusting proxies: TrustedProxies
    ) {
        let duration = milliseconds(elapsed)
        let route = request.route == nil ? "unrouted \(LogText.quoted(request.pathAsSent))" : request.routePattern
        let method = request.method.rawValue
        let status = String(response.status.code)
        request.logger.info(
            "\(method) \(route) \(status) \(duration) ms",
            metadata: [
                "method": .string(method), "route": .string(route), "status": .string(status),
                "duration_ms": .string(duration), "client": .string(request.clientAddress(trusting: proxies)),
            ])
    }

    /// `elapsed` in milliseconds with one decimal, e.g. `0.4` or `12.0`.
    static func milliseconds(_ elapsed: Duration) -> String {
        let (seconds, attoseconds) = elapsed.components
        let tenths = max(0, seconds * 10_000 + (attoseconds + 50_000_000_000_000) / 100_000_000_000_000)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
