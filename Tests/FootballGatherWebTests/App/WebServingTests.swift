import FootballGatherServer
import Foundation
import ProgramSupport
import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import Vapor
import VaporTesting

@testable import FootballGatherWebHosting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Serving the web app: beside the API, alone, and from `footballgather web`")
struct WebServingTests {
    @Test("footballgather-server serves the page at / and the API beside it")
    func besideTheAPI() async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        do {
            try await configure(
                app, ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4),
                frontEnd: FootballGatherWebRoutes.make())
            try await app.testing().test(.GET, "/", headers: ["Host": "127.0.0.1:8080"]) { response in
                #expect(response.status == .ok)
                #expect(response.headers.contentType == .html)
                #expect(response.body.string.contains("<title>Football Gather</title>"))
                #expect(response.headers.first(name: "Content-Security-Policy")?.contains("unsafe-inline") == false)
            }
            try await app.testing().test(.GET, "/assets/app.css", headers: ["Host": "localhost:8080"]) { response in
                #expect(response.status == .ok)
                #expect(!response.body.string.isEmpty)
            }
            try await app.testing().test(.GET, "/health") { response in
                #expect(response.status == .ok)
            }
            try await app.testing().test(.GET, "/openapi.yaml") { response in
                #expect(response.status == .ok)
            }
            // The pages own /games/…, but a calendar file is answered before them.
            try await app.testing().test(.GET, "/games/not-a-token.ics", headers: ["Host": "127.0.0.1:8080"]) {
                response in
                #expect(response.status == .notFound)
                #expect(response.headers.contentType == .json)
            }
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    @Test("footballgather web starts the API and the page on one port, with its database in the data directory")
    func embedded() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-web-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await WebServer.start(.init(port: 0, dataFolder: DataFolder(url: folder)), environment: [:])
        let page = try await fetch(server.pageURL)
        let health = try await fetch(server.pageURL.appendingPathComponent("health"))
        await server.stop()

        #expect(server.pageURL.absoluteString.hasPrefix("http://127.0.0.1:"))
        #expect(page.status == 200)
        #expect(page.body.contains("/assets/viperkit.js"))
        #expect(health.status == 200)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("footballgather.sqlite").path))
    }

    @Test("footballgather web --server serves only the page, for an API that runs elsewhere")
    func alone() async throws {
        let api = try await EmbeddedServer.start(configuration: ServerConfiguration(database: .sqliteInMemory))
        let server = try await WebServer.start(.alone(port: 0, api: api.baseURL), environment: [:])
        let page = try await fetch(server.pageURL)
        let health = try await fetch(server.pageURL.appendingPathComponent("health"))
        await server.stop()
        await api.stop()

        #expect(page.status == 200)
        #expect(health.status == 404)
    }

    @Test("A port another program holds is said in one sentence")
    func portInUse() async throws {
        let first = try await WebServer.start(.alone(port: 0), environment: [:])
        let port = try #require(first.pageURL.port)
        await #expect {
            _ = try await WebServer.start(.alone(port: port), environment: [:])
        } throws: { error in
            (error as? WebHost.StartError)?.description
                == "footballgather web could not listen on 127.0.0.1:\(port): another program uses it. "
                + "Pick another port with --port."
        }
        await first.stop()
    }

    @Test("A data folder that cannot be created is said in one sentence")
    func unusableDataFolder() async {
        let folder = DataFolder(url: URL(fileURLWithPath: "/dev/null/footballgather"))
        await #expect {
            _ = try await WebServer.start(.init(port: 0, dataFolder: folder), environment: [:])
        } throws: { error in
            (error as? WebHost.StartError)?.description
                == "footballgather web cannot create its data directory /dev/null/footballgather. "
                + "Check the path or use --data-dir."
        }
    }

    private func fetch(_ url: URL) async throws -> (status: Int, body: String) {
        let (data, response) = try await URLSession(configuration: .ephemeral).data(from: url)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}

@Suite("footballgather web's loader: what it prints and the status it ends with")
struct FootballGatherWebLoaderTests {
    /// Lines written by the loader: what a person reads, and the problems.
    struct Printed {
        let lines = LineRecorder()
        let problems = LineRecorder()

        var output: WebLauncher.Output { .init(line: lines.write, problem: problems.write) }
    }

    @Test("It prints the address, serves until stopped, then says it stops and ends with 0")
    func servesUntilStopped() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let printed = Printed()
        var loader = FootballGatherWebLoader(
            settings: .init(port: 0, dataFolder: DataFolder(url: folder)), environment: [:])
        loader.launcher.output = printed.output
        loader.launcher.untilStopped = {
            let line = printed.lines.lines.first ?? ""
            guard let range = line.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression),
                let url = URL(string: String(line[range]))
            else { return }
            _ = try? await URLSession(configuration: .ephemeral).data(from: url)
        }
        #expect(await loader.run() == 0)
        #expect(printed.lines.lines.first?.hasPrefix("Football Gather is running at http://127.0.0.1:") == true)
        #expect(printed.lines.lines.last == "Stopping…")
        #expect(printed.problems.lines.isEmpty)
    }

    @Test("With --server it also names the API it uses")
    func namesTheAPI() async throws {
        let printed = Printed()
        var loader = FootballGatherWebLoader(settings: .alone(port: 0), environment: [:])
        loader.launcher.output = printed.output
        loader.launcher.untilStopped = {}
        #expect(await loader.run() == 0)
        #expect(printed.lines.lines.dropFirst().first == "It uses the API at http://127.0.0.1:9.")
    }

    @Test("A server that cannot start is said in one sentence and ends with 1")
    func cannotStart() async throws {
        let holder = try await WebServer.start(.alone(port: 0), environment: [:])
        let port = try #require(holder.pageURL.port)
        let printed = Printed()
        var loader = FootballGatherWebLoader(settings: .alone(port: port), environment: [:])
        loader.launcher.output = printed.output
        loader.launcher.untilStopped = { Issue.record("served") }
        let status = await loader.run()
        await holder.stop()
        #expect(status == 1)
        #expect(
            printed.problems.lines == [
                "footballgather web could not listen on 127.0.0.1:\(port): another program uses it. Pick another port with --port."
            ])
    }
}

extension WebServer.Settings {
    /// The web app alone on loopback `port`, for an API at `api` (by default one that never answers).
    static func alone(port: Int, api: URL = URL(string: "http://127.0.0.1:9")!) -> Self {
        .init(port: port, serverURL: api, dataFolder: DataFolder(url: URL(fileURLWithPath: "/nonexistent")))
    }
}
