import FootballGatherServer
import Foundation
import Testing
import VIPERKitTesting
import VIPERKitWeb
import Vapor

@testable import FootballGatherWebHosting

@Suite("Serving the web app in public: host names and new browsers per client network")
struct PublicWebServingTests {
    @Test(
        "ALLOWED_HOSTS is read from the environment; unset or blank means the listening addresses; a bad entry is named"
    )
    func allowedHostsSetting() throws {
        #expect(try FootballGatherWebRoutes.allowedHosts(in: [:]) == .listeningAddresses)
        #expect(try FootballGatherWebRoutes.allowedHosts(in: ["ALLOWED_HOSTS": " "]) == .listeningAddresses)
        #expect(
            try FootballGatherWebRoutes.allowedHosts(in: ["ALLOWED_HOSTS": "fg.example.org, [::1]"])
                == AllowedHosts(parsing: "fg.example.org,::1"))
        #expect(
            throws: ConfigurationError(
                variable: "ALLOWED_HOSTS", reason: AllowedHosts.Malformed(entry: "https://fg.example.org").reason)
        ) {
            try FootballGatherWebRoutes.allowedHosts(in: ["ALLOWED_HOSTS": "https://fg.example.org"])
        }
    }

    @Test(
        "Over HTTPS (a trusted proxy's X-Forwarded-Proto) the cookie is __Host- and Secure; over HTTP, or from anyone else, it is not"
    )
    func cookieOverHTTPS() async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        do {
            var configuration = ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4)
            configuration.trustedProxies = try TrustedProxies(parsing: "127.0.0.1/32")
            try await configure(app, configuration, frontEnd: FootballGatherWebRoutes.make())
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let origin = "http://127.0.0.1:\(app.http.server.shared.localAddress?.port ?? 0)"
            let session = try #require(URL(string: origin + "/session"))
            func newSession(from source: String, _ headers: [(String, String)]) async throws -> String {
                let response = try await LoopbackHTTPClient.send(
                    "POST", to: session, headers: [("Origin", origin)] + headers, from: source)
                return response.header("Set-Cookie") ?? ""
            }

            let proxied = try await newSession(
                from: "127.0.0.1", [("X-Forwarded-For", "203.0.113.5"), ("X-Forwarded-Proto", "https")])
            let plain = try await newSession(from: "127.0.0.1", [("X-Forwarded-For", "203.0.113.6")])
            let forged = try await newSession(from: "127.0.0.2", [("X-Forwarded-Proto", "https")])
            await app.server.shutdown()

            #expect(proxied.hasPrefix("__Host-footballgather_session="))
            #expect(proxied.contains("Secure") && proxied.contains("HttpOnly") && proxied.contains("Path=/"))
            for cookie in [plain, forged] {
                #expect(cookie.hasPrefix("footballgather_session="))
                #expect(!cookie.contains("Secure"))
            }
        } catch {
            await app.server.shutdown()
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    @Test("Behind a trusted proxy, IPv6 clients of one /64 share a limit on new browsers; another /64 still starts one")
    func ipv6ClientsOfOneNetwork() async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        do {
            var configuration = ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4)
            configuration.trustedProxies = try TrustedProxies(parsing: "127.0.0.1/32")
            try await configure(app, configuration, frontEnd: FootballGatherWebRoutes.make())
            let newBrowser = try await Self.listenForNewBrowsers(app)

            // One browser more than the burst; the bucket refills one every 6 s while they are sent.
            let started = ContinuousClock.now
            var admitted = 0
            var refused = false
            for host in 1...40 where !refused {
                let status = try await newBrowser("2001:db8:1:2::\(String(host, radix: 16))")
                if status == 204 { admitted += 1 } else { refused = status == 429 }
            }
            let refills = Int((ContinuousClock.now - started).components.seconds / 6) + 1
            let otherNetwork = try await newBrowser("2001:db8:1:3::1")
            await app.server.shutdown()

            #expect(refused)
            #expect(admitted >= 10)
            #expect(admitted <= 10 + refills)
            #expect(otherNetwork == 204)
        } catch {
            await app.server.shutdown()
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    @Test(
        "Serving alone before an API elsewhere, the web app believes TRUSTED_PROXIES too: each client behind the proxy has its own new browsers, and a bad entry is named"
    )
    func trustedProxiesWithAnAPIElsewhere() async throws {
        let apiElsewhere = try #require(URL(string: "http://127.0.0.1:9"))
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        do {
            #expect(throws: ConfigurationError.self) {
                try FootballGatherWebRoutes.make(apiURL: apiElsewhere, environment: ["TRUSTED_PROXIES": "proxy"])(app)
            }
            try FootballGatherWebRoutes.make(apiURL: apiElsewhere, environment: ["TRUSTED_PROXIES": "127.0.0.1/32"])(
                app)
            let newBrowser = try await Self.listenForNewBrowsers(app)

            var statuses: [Int] = []
            for _ in 0..<20 { statuses.append(try await newBrowser("192.0.2.1")) }
            let anotherClient = try await newBrowser("192.0.2.2")
            await app.server.shutdown()

            #expect(statuses.contains(429), "one client behind the proxy was never refused: \(statuses)")
            #expect(anotherClient == 204)
        } catch {
            await app.server.shutdown()
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    /// Starts `app` listening on 127.0.0.1 and returns what asks it for a new browser
    /// (`POST /session`) for the client a trusted proxy names, answering the status.
    private static func listenForNewBrowsers(_ app: Application) async throws -> (String) async throws -> Int {
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        let origin = "http://127.0.0.1:\(app.http.server.shared.localAddress?.port ?? 0)"
        let session = try #require(URL(string: origin + "/session"))
        return { client in
            try await LoopbackHTTPClient.send(
                "POST", to: session, headers: [("Origin", origin), ("X-Forwarded-For", client)]
            ).status
        }
    }
}
