import FootballGatherAPI
import Foundation
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("Metrics for whoever runs the server")
struct MetricsTests {
    static let token = "metrics-token-0123456789abcdef"

    @Test("Loopback reads them in Prometheus' text format, requests counted by route pattern, never by raw path")
    func loopback() async throws {
        try await withMetricsServer { url in
            let id = UUID().uuidString
            let unauthorized = try await LoopbackHTTPClient.send(
                "GET", to: url.appendingPathComponent("api/players/\(id)"))
            #expect(unauthorized.status == 401)
            let response = try await LoopbackHTTPClient.send("GET", to: url.appendingPathComponent("metrics"))
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
            let text = response.text
            #expect(!text.contains(id))
            #expect(
                Self.value(
                    of: "http_requests_total", labels: ["path=\"/api/players/:id\"", "status=\"401\""], in: text)
                    ?? 0 >= 1)
            #expect(text.contains("# TYPE http_request_duration_seconds histogram"))
            #expect(
                Self.value(of: "footballgather_build_info", labels: ["version=\"\(ProductVersion.current)\""], in: text)
                    == 1)
            #expect(Self.value(of: "footballgather_change_streams_open", in: text) != nil)
            #expect(Self.value(of: "footballgather_live_watchers_open", in: text) != nil)
            #expect(Self.value(of: "footballgather_gathers_in_progress", in: text) != nil)
        }
    }

    @Test(
        "Each answered request is counted and timed once, by its route's pattern; one no route matches as Vapor names it"
    )
    func countedOnce() async throws {
        // A route of this test's own, so that no other test's requests count under its pattern.
        let probe = "probe-\(UUID().uuidString.prefix(8).lowercased())"
        let routes: (Application) -> Void = { app in
            app.get(.constant(probe), ":id") { _ in "ok" }
            app.get(.constant(probe), "broken", "fail") { _ -> String in throw Abort(.internalServerError) }
        }
        try await withMetricsServer(routes: routes) { url in
            for path in ["\(probe)/first", "\(probe)/second", "\(probe)/broken/fail", "\(probe)-nowhere/x"] {
                _ = try await LoopbackHTTPClient.send("GET", to: url.appendingPathComponent(path))
            }
            let text = try await LoopbackHTTPClient.send("GET", to: url.appendingPathComponent("metrics")).text
            let read = ["method=\"GET\"", "path=\"/\(probe)/:id\"", "status=\"200\""]
            let failed = ["method=\"GET\"", "path=\"/\(probe)/broken/fail\"", "status=\"500\""]
            #expect(Self.value(of: "http_requests_total", labels: read, in: text) == 2)
            #expect(Self.value(of: "http_request_duration_seconds_count", labels: read, in: text) == 2)
            #expect(Self.value(of: "http_request_errors_total", labels: read, in: text) == nil)
            #expect(Self.value(of: "http_requests_total", labels: failed, in: text) == 1)
            #expect(Self.value(of: "http_request_errors_total", labels: failed, in: text) == 1)
            let unrouted = ["method=\"undefined\"", "path=\"vapor_route_undefined\"", "status=\"404\""]
            #expect(Self.value(of: "http_requests_total", labels: unrouted, in: text) ?? 0 >= 1)
            #expect(!text.contains("\(probe)/first") && !text.contains("\(probe)-nowhere"))
        }
    }

    @Test("A stranger gets 404; METRICS_ALLOWED lets a network in and METRICS_TOKEN anyone who shows it")
    func access() async throws {
        try await withMetricsServer { url throws in
            let metrics = url.appendingPathComponent("metrics")
            #expect(try await Self.status(of: metrics, from: "203.0.113.9") == 404)
            #expect(
                try await Self.status(of: metrics, from: "203.0.113.9", token: "not-the-metrics-token-at-all") == 404)
            #expect(try await Self.status(of: metrics, from: "203.0.113.9", token: Self.token) == 200)
            #expect(try await Self.status(of: metrics, from: "198.51.100.7") == 200)
            // Another loopback address stands for another client: not let in unless listed.
            #expect(try await LoopbackHTTPClient.send("GET", to: metrics, from: "127.0.0.2").status == 404)
        }
    }

    /// The status of `GET metrics` for a client the trusted proxy at 127.0.0.1 names `client`.
    private static func status(of metrics: URL, from client: String, token: String? = nil) async throws -> Int {
        var headers = [("X-Forwarded-For", client)]
        if let token { headers.append(("Authorization", "Bearer \(token)")) }
        return try await LoopbackHTTPClient.send("GET", to: metrics, headers: headers).status
    }

    @Test("A request refused for going over a limit is counted by the route that refused it")
    func refusals() async throws {
        try await withMetricsServer(registrationsPerAddress: 1) { url in
            let metrics = url.appendingPathComponent("metrics")
            let labels = ["route=\"/api/users\""]
            let before =
                Self.value(
                    of: "footballgather_throttle_refusals_total", labels: labels,
                    in: try await LoopbackHTTPClient.send("GET", to: metrics).text) ?? 0
            var statuses: [Int] = []
            for name in ["first-metrics-user", "second-metrics-user"] {
                let body = Data(#"{"username": "\#(name)", "password": "a-long-password"}"#.utf8)
                statuses.append(
                    try await LoopbackHTTPClient.send(
                        "POST", to: url.appendingPathComponent("api/users"),
                        headers: [("Content-Type", "application/json")], body: body
                    ).status)
            }
            #expect(statuses == [201, 429])
            let after = Self.value(
                of: "footballgather_throttle_refusals_total", labels: labels,
                in: try await LoopbackHTTPClient.send("GET", to: metrics).text)
            // The registry is the process's: other tests' refusals may be counted meanwhile too.
            #expect(after ?? 0 >= before + 1)
        }
    }

    @Test("An unusable METRICS_ALLOWED or METRICS_TOKEN stops the start with a sentence naming it")
    func configuration() throws {
        #expect(throws: ConfigurationError.self) {
            try ServerConfiguration.fromEnvironment(["METRICS_ALLOWED": "10.0.0.0/8, not-an-address"])
        }
        do {
            _ = try ServerConfiguration.fromEnvironment(["METRICS_TOKEN": "short"])
            Issue.record("a short token was taken")
        } catch let error as ConfigurationError {
            #expect(error.variable == "METRICS_TOKEN")
        }
        let access = try ServerConfiguration.fromEnvironment([
            "METRICS_ALLOWED": "198.51.100.0/24", "METRICS_TOKEN": Self.token,
        ]).metricsAccess
        #expect(access.allowed.map(\.description) == ["198.51.100.0/24"])
        #expect(access.token == Self.token)
    }

    @Test("METRICS=off keeps no metrics: /metrics is 404 even to loopback and the token, and Vapor counts nothing")
    func off() async throws {
        #expect(try ServerConfiguration.fromEnvironment(["METRICS": "off"]).metricsAccess.isEnabled == false)
        #expect(try ServerConfiguration.fromEnvironment(["METRICS": "ON"]).metricsAccess.isEnabled)
        do {
            _ = try ServerConfiguration.fromEnvironment(["METRICS": "sometimes"])
            Issue.record("METRICS=sometimes was taken")
        } catch let error as ConfigurationError {
            #expect(error.variable == "METRICS")
            #expect(error.reason == #"must be on or off, not "sometimes""#)
        }
        try await withApp(
            on: .sqlite,
            adjust: {
                $0.metricsAccess = MetricsAccess(token: Self.token)
                $0.metricsAccess.isEnabled = false
            }
        ) { app in
            #expect(app.http.server.configuration.reportMetrics == false)
            try await whileListening(app) { _, url in
                let metrics = url.appendingPathComponent("metrics")
                #expect(try await LoopbackHTTPClient.send("GET", to: metrics).status == 404)
                let withToken = try await LoopbackHTTPClient.send(
                    "GET", to: metrics, headers: [("Authorization", "Bearer \(Self.token)")])
                #expect(withToken.status == 404)
            }
        }
    }

    /// The value of the sample of `name` whose labels include every one of `labels`.
    static func value(of name: String, labels: [String] = [], in text: String) -> Double? {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let sample = line.split(separator: " ")
            guard sample.count == 2 else { continue }
            let series = String(sample[0])
            guard series == name || series.hasPrefix(name + "{") else { continue }
            if labels.allSatisfy(series.contains) { return Double(sample[1]) }
        }
        return nil
    }

    /// Runs `test` with the app listening on 127.0.0.1, trusting 127.0.0.1 as a proxy, its metrics
    /// open to 198.51.100.0/24 and to ``token``.
    private func withMetricsServer(
        registrationsPerAddress: Int = 10, routes: (Application) -> Void = { _ in },
        _ test: (URL) async throws -> Void
    ) async throws {
        try await withApp(
            on: .sqlite,
            adjust: {
                $0.trustedProxies = (try? TrustedProxies(parsing: "127.0.0.1")) ?? .none
                $0.metricsAccess = MetricsAccess(
                    allowed: [try! IPAddressRange(parsing: "198.51.100.0/24")], token: Self.token)
                $0.accountLimits = AccountLimits(registrationsPerAddress: registrationsPerAddress)
            }
        ) { app in
            routes(app)
            try await whileListening(app) { _, url in try await test(url) }
        }
    }
}
