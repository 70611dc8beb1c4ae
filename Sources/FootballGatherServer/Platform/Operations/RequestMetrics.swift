import Metrics
import NIOConcurrencyHelpers
import Vapor

/// Counts and times every answered request under the names and labels Vapor's own metrics use
/// (`http_requests_total`, `http_request_errors_total` for 5xx, and the histogram
/// `http_request_duration_seconds`, each by `method`, `path` and `status`), from the request
/// pipeline's one step.
///
/// Vapor makes a counter and a timer anew for every request, each looked up in the registry by its
/// labels; here each combination's are made once and kept, so a request costs one lookup. The
/// combinations are bounded: the path is a route's pattern, and every request that matches no route
/// is counted as Vapor counts it, `undefined` `vapor_route_undefined`, whatever its path.
final class RequestMetrics: Sendable {
    private struct Key: Hashable {
        var method: String
        var path: String
        var status: UInt
    }

    private struct Handles: Sendable {
        let requests: Counter
        let errors: Counter?
        let duration: Timer
    }

    private let handles = NIOLockedValueBox<[Key: Handles]>([:])

    /// Records `request`, answered with `status` `duration` after it arrived.
    func record(_ request: Request, status: HTTPResponseStatus, after duration: Duration) {
        let key =
            if let route = request.route {
                Key(method: request.method.rawValue, path: request.routePattern(of: route), status: status.code)
            } else {
                Key(method: "undefined", path: "vapor_route_undefined", status: status.code)
            }
        let found = handles.withLockedValue { handles in
            if let kept = handles[key] { return kept }
            let dimensions = [("method", key.method), ("path", key.path), ("status", key.status.description)]
            let made = Handles(
                requests: Counter(label: "http_requests_total", dimensions: dimensions),
                errors: key.status >= 500 ? Counter(label: "http_request_errors_total", dimensions: dimensions) : nil,
                duration: Timer(
                    label: "http_request_duration_seconds", dimensions: dimensions, preferredDisplayUnit: .seconds))
            handles[key] = made
            return made
        }
        found.requests.increment()
        found.errors?.increment()
        let (seconds, attoseconds) = duration.components
        found.duration.recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}

extension Request {
    /// `route`'s pattern as the metrics name it, e.g. `/api/players/:id`.
    func routePattern(of route: Route) -> String {
        "/" + route.path.map { "\($0)" }.joined(separator: "/")
    }
}
