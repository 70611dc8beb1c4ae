import FootballGather
import FootballGatherServer
import Foundation
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherWebHosting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The web app's calls to its own API: in process, with each browser's own address")
struct APITransportTests {
    /// Runs `test` with an API configured on an in-memory database and a route that says who the
    /// API thinks the client is.
    private func withAPI(_ test: (Application) async throws -> Void) async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .error
        do {
            try await configure(app, ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4))
            app.get("test-client-address") { $0.clientAddress }
            try await test(app)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    private func request(_ method: String, _ path: String, json: String? = nil) throws -> URLRequest {
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:8080\(path)")))
        request.httpMethod = method
        if let json {
            request.httpBody = Data(json.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    @Test("The API sees the browser's address as the client, so its limits count each browser apart")
    func browserAddress() async throws {
        try await withAPI { app in
            let responder = CachedResponder()
            for address in ["203.0.113.7", "2001:db8::9"] {
                let transport = InProcessAPITransport(application: app, responder: responder) { address }
                let (body, response) = try await transport.send(try request("GET", "/test-client-address"))
                #expect(response.statusCode == 200)
                #expect(String(decoding: body, as: UTF8.self) == address)
            }
        }
    }

    @Test("A call with a body reaches the route through the same middleware, and the answer keeps its headers")
    func bodyAndHeaders() async throws {
        try await withAPI { app in
            let transport = InProcessAPITransport(application: app, responder: CachedResponder()) { "198.51.100.2" }
            let (body, created) = try await transport.send(
                try request("POST", "/api/users", json: #"{"username":"ana","password":"pitch-side-1"}"#))
            #expect(created.statusCode == 201)
            #expect(created.value(forHTTPHeaderField: "Location") == "/api/users/me")
            #expect(String(decoding: body, as: UTF8.self).contains(#""username":"ana""#))
            let (_, refused) = try await transport.send(try request("POST", "/api/users", json: "{}"))
            #expect(refused.statusCode == 400)
            let (_, wrongMethod) = try await transport.send(try request("PATCH", "/api/users/me"))
            #expect(wrongMethod.statusCode == 405)
        }
    }

    @Test("A thousand browsers calling the API open no file descriptor")
    func noDescriptorPerBrowser() async throws {
        try await withAPI { app in
            let responder = CachedResponder()
            let before = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
            var transports: [InProcessAPITransport] = []
            for index in 0..<1_000 {
                let transport = InProcessAPITransport(application: app, responder: responder) {
                    "10.0.\(index / 250).\(index % 250)"
                }
                transports.append(transport)
                let (_, response) = try await transport.send(try request("GET", "/health"))
                #expect(response.statusCode == 200)
            }
            let after = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
            #expect(transports.count == 1_000)
            #expect(after - before < 10, "\(after - before) descriptors opened for 1,000 browsers")
        }
    }

    @Test("Calls to an API elsewhere name the browser in X-Forwarded-For over one shared connection pool")
    func forwarding() async throws {
        let server = try LoopbackHTTPServer(status: 200, reason: "OK", body: "{}")
        let transport = ForwardingAPITransport(shared: URLSessionTransport()) { "203.0.113.44" }
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(server.port)/health")))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (_, response) = try await transport.send(request)
        #expect(response.statusCode == 200)
        #expect(server.requestHead.lowercased().contains("x-forwarded-for: 203.0.113.44"))
    }

    @Test("A call under way when the application stops ends first; a call after that is refused, not run")
    func shutdownWaitsForCallsUnderWay() async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .error
        try await configure(app, ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4))
        let gate = InProcessCallGate()
        app.lifecycle.use(InProcessCallGateCloser(gate: gate))
        let transport = InProcessAPITransport(application: app, responder: CachedResponder(), gate: gate) {
            "127.0.0.1"
        }
        let (entered, enter) = AsyncStream<Void>.makeStream()
        let (released, release) = AsyncStream<Void>.makeStream()
        app.get("slow") { _ in
            enter.yield()
            for await _ in released { break }
            return "done"
        }
        let slow = try request("GET", "/slow")
        let underWay = Task { try await transport.send(slow).1.statusCode }
        for await _ in entered { break }

        let stopping = Task { try await app.asyncShutdown() }
        release.yield()

        #expect(try await underWay.value == 200)
        try await stopping.value
        await #expect(throws: URLError.self) { try await transport.send(try request("GET", "/health")) }
    }
}
