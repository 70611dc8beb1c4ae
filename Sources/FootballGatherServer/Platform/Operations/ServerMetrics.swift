import Fluent
import FootballGatherAPI
import Metrics
import NIOConcurrencyHelpers
import Prometheus
import Vapor

/// The process's metrics, in Prometheus' text format at `GET /metrics` (``MetricsController``).
///
/// Code reports through swift-metrics (`Counter`, `Gauge`, `Timer`), as the packages it uses do:
/// ``RequestMetrics`` counts every request by method, route pattern (never the raw path) and status
/// (`http_requests_total`) and times it (`http_request_duration_seconds`, a histogram), as Vapor's
/// own metrics would; VIPERKitWeb
/// its sockets, tabs, browsers and dropped events; ``TimedDatabase`` the waits for a database
/// connection (`footballgather_db_connection_wait_seconds`). This type makes swift-prometheus the
/// backend, once per process, and adds what is read when scraped: the open change streams and
/// watchers, the gathers in progress and the build's version.
public final class ServerMetrics: Sendable {
    /// The process's one registry; the first use bootstraps the metrics system with it.
    public static let shared = ServerMetrics()

    /// The bounds of the request-duration histograms.
    static let durationBuckets: [Duration] = [
        .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
        .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10),
    ]

    let registry = PrometheusCollectorRegistry()

    private init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = Self.durationBuckets
        factory.durationHistogramBuckets = [ConnectionWaits.label: ConnectionWaits.buckets]
        MetricsSystem.bootstrap(factory)
        registry.makeGauge(
            name: "footballgather_build_info", labels: [("version", ProductVersion.current)],
            help: "The running build's version, in its label; always 1."
        ).set(Int64(1))
    }

    /// The metrics now, in Prometheus' text format, after reading the values kept elsewhere
    /// (``Vapor/Application/readMetrics(_:)`` adds readers).
    func text(for app: Application) async -> String {
        for reader in app.metricsReaders.withLockedValue({ $0 }) {
            for reading in await reader() {
                registry.makeGauge(name: reading.name, help: reading.help).set(Int64(reading.value))
            }
        }
        let feed = app.changeFeed
        registry.makeGauge(name: "footballgather_change_streams_open", help: "Open change streams of accounts.")
            .set(Int64(feed.openStreams))
        registry.makeGauge(name: "footballgather_live_watchers_open", help: "Open watchers of live links.")
            .set(Int64(feed.openWatchers))
        if let inProgress = try? await GatherModel.query(on: app.db).filter(\.$score == nil).count() {
            registry.makeGauge(
                name: "footballgather_gathers_in_progress", help: "Gathers started and not ended, of all accounts."
            ).set(Int64(inProgress))
        }
        return registry.emitToString()
    }
}

/// A value read when the metrics are scraped, shown as a gauge.
public struct GaugeReading: Sendable, Equatable {
    /// The metric's name, e.g. `viperkit_web_tabs`.
    public var name: String
    /// What it measures, in one sentence.
    public var help: String
    public var value: Int

    public init(_ name: String, help: String, value: Int) {
        self.name = name
        self.help = help
        self.value = value
    }
}

private struct RequestMetricsKey: StorageKey {
    typealias Value = RequestMetrics
}

private struct MetricsReadersKey: StorageKey {
    typealias Value = NIOLockedValueBox<[@Sendable () async -> [GaugeReading]]>
}

extension Application {
    /// Adds `reader`, asked for its values each time `GET /metrics` is answered (a front end's open
    /// tabs, say). Without the API's configuration (a web front end alone) there are no metrics,
    /// and nothing is added.
    public func readMetrics(_ reader: @escaping @Sendable () async -> [GaugeReading]) {
        storage[MetricsReadersKey.self]?.withLockedValue { $0.append(reader) }
    }

    var metricsReaders: NIOLockedValueBox<[@Sendable () async -> [GaugeReading]]> {
        guard let readers = storage[MetricsReadersKey.self] else {
            preconditionFailure("configure(_:_:) starts the metrics before any route runs")
        }
        return readers
    }

    /// Makes swift-prometheus the metrics backend of the process (the first time) and starts the
    /// list of this application's readers. Requests are counted by the request pipeline
    /// (``RequestMetrics``) rather than by Vapor, and not at all when metrics are off.
    func startMetrics(enabled: Bool) {
        if enabled { _ = ServerMetrics.shared }
        http.server.configuration.reportMetrics = false
        storage[RequestMetricsKey.self] = enabled ? RequestMetrics() : nil
        storage[MetricsReadersKey.self] = NIOLockedValueBox([])
    }

    /// Where the request pipeline counts answered requests; `nil` when metrics are off.
    var requestMetrics: RequestMetrics? { storage[RequestMetricsKey.self] }
}

/// Counts the requests refused with 429 for going over a limit, by the route that refused them
/// (`footballgather_throttle_refusals_total{route}`).
enum ThrottleRefusals {
    static func count(_ request: Request) {
        Counter(label: "footballgather_throttle_refusals_total", dimensions: [("route", request.routePattern)])
            .increment()
    }
}

extension Request {
    /// The pattern of the route that answered, e.g. `/api/players/:id`, as Vapor's own metrics
    /// name it; `unrouted` when none did.
    var routePattern: String {
        guard let route else { return "unrouted" }
        return routePattern(of: route)
    }
}
