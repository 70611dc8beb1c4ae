import Foundation
import Testing
import VIPERKitTesting
import Vapor

@testable import VIPERKitWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Serving an app from the command line: the host, its address and the launcher's lines")
struct WebHostingTests {
    @Test("A host serves the app's page on a free loopback port until it stops")
    func servesThePage() async throws {
        let identity = UUID().uuidString
        let host = try await startCounter(port: 0) { app in app.get("identity") { _ in identity } }
        let url = host.pageURL
        let (data, response) = try await URLSession(configuration: .ephemeral).data(from: url)
        let identityURL = url.appendingPathComponent("identity")
        let (named, _) = try await URLSession(configuration: .ephemeral).data(from: identityURL)
        await host.stop()

        #expect(url.absoluteString.hasPrefix("http://127.0.0.1:"))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("<title>Counter</title>"))
        #expect(String(decoding: named, as: UTF8.self) == identity)
        // Stopped, it answers no more. The freed port may go at once to a server another test
        // starts, so an answer from that port is allowed, only not from this host.
        let after = try? await URLSession(configuration: .ephemeral).data(from: identityURL)
        #expect(after.map { String(decoding: $0.0, as: UTF8.self) } != identity)
    }

    @Test("A port another program holds is said in one sentence naming the program and the option")
    func portInUse() async throws {
        let first = try await startCounter(port: 0)
        let port = try #require(first.pageURL.port)
        await #expect {
            _ = try await startCounter(port: port)
        } throws: { error in
            (error as? WebHost.StartError)?.description
                == "counter web could not listen on 127.0.0.1:\(port): another program uses it. "
                + "Pick another port with --port."
        }
        await first.stop()
    }

    @Test("Routes that cannot be added stop the start with their reason")
    func routesFail() async {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "the stylesheet is missing" }
        }
        await #expect {
            _ = try await WebHost.start(programName: "counter web", hostname: "127.0.0.1", port: 0) { _ in
                throw Broken()
            }
        } throws: { error in
            (error as? WebHost.StartError)?.description
                == "counter web cannot start: the stylesheet is missing."
        }
    }

    @Test("The page's address names a loopback host when the server listens everywhere")
    func pageAddress() {
        #expect(LoopbackAddress.pageURL(host: "0.0.0.0", port: 8080).absoluteString == "http://127.0.0.1:8080/")
        #expect(LoopbackAddress.pageURL(host: "::", port: 80).absoluteString == "http://[::1]:80/")
        #expect(LoopbackAddress.pageURL(host: "192.0.2.7", port: 81).absoluteString == "http://192.0.2.7:81/")
    }

    @Test("The launcher prints the address and the details, serves until stopped, says it stops and ends with 0")
    func launcherServesUntilStopped() async throws {
        let lines = LineRecorder()
        let problems = LineRecorder()
        var launcher = WebLauncher(appName: "Counter", programName: "counter web")
        launcher.output = .init(line: lines.write, problem: problems.write)
        launcher.untilStopped = {
            let line = lines.lines.first ?? ""
            guard let range = line.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression),
                let url = URL(string: String(line[range]))
            else {
                Issue.record("no address in \(line)")
                return
            }
            let response = try? await URLSession(configuration: .ephemeral).data(from: url).1
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
        }
        let status = await launcher.run(details: ["The rates are the bundled ones."]) {
            try await startCounter(port: 0)
        }
        #expect(status == 0)
        #expect(lines.lines.first?.hasPrefix("Counter is running at http://127.0.0.1:") == true)
        #expect(lines.lines.first?.hasSuffix("/ — open it in a browser. Ctrl-C stops it.") == true)
        #expect(Array(lines.lines.dropFirst()) == ["The rates are the bundled ones.", "Stopping…"])
        #expect(problems.lines.isEmpty)
    }

    @Test("A start that fails is said in one sentence, nothing is served, and the status is 1")
    func launcherCannotStart() async {
        struct Odd: Error {}
        let lines = LineRecorder()
        let problems = LineRecorder()
        var launcher = WebLauncher(appName: "Counter", programName: "counter web")
        launcher.output = .init(line: lines.write, problem: problems.write)
        launcher.untilStopped = { Issue.record("served") }
        #expect(await launcher.run { throw WebHost.StartError(description: "counter web is broken.") } == 1)
        #expect(await launcher.run { throw Odd() } == 1)
        #expect(problems.lines == ["counter web is broken.", "counter web could not start: Odd()"])
        #expect(lines.lines.isEmpty)
    }

    /// The counter app served on `port`, with what `extra` adds to its routes.
    private func startCounter(
        port: Int, adding extra: @escaping @Sendable (Application) -> Void = { _ in }
    ) async throws -> WebHost {
        let counter = await CounterApp()
        return try await WebHost.start(programName: "counter web", hostname: "127.0.0.1", port: port) { app in
            try WebFrontEnd(app: counter).register(on: app)
            extra(app)
        }
    }
}
