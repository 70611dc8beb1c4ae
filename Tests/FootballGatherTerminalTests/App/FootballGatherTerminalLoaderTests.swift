import FootballGather
import FootballGatherTestSupport
import Foundation
import ProgramSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

extension RealTerminalTests {
    @Suite("Football Gather in the terminal: terminal check, data directory, server, run until quit")
    @MainActor
    struct FootballGatherTerminalLoaderTests {
        let dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("fg-loader-\(UUID().uuidString)", isDirectory: true)
        /// Stands in for standard error, which the loader sends to its log file while it runs:
        /// redirecting the test process's own standard error would race with tests running in parallel.
        let errorOutput = open("/dev/null", O_WRONLY)

        private func loader(
            server: URL? = nil, embeddedServer: any EmbeddedServerStarting, terminal: PseudoTerminal?,
            errors: ErrorLog, urls: URLLog = URLLog(), changes: (any TopicChangeSource)? = nil
        ) -> FootballGatherTerminalLoader {
            var loader = FootballGatherTerminalLoader(
                serverURL: server, dataFolder: DataFolder(url: dataDirectory), environment: ["TERM": "xterm"],
                embeddedServer: embeddedServer,
                makeDependencies: { serverURL, _ in
                    urls.values.append(serverURL)
                    var dependencies = AppDependencies.fake()
                    if let changes { dependencies.changes = changes }
                    return dependencies
                })
            if let terminal { loader.launcher.terminalFiles = (terminal.device, terminal.device) }
            loader.logDescriptor = errorOutput
            loader.launcher.reportError = { errors.messages.append($0) }
            return loader
        }

        private func removeData() {
            close(errorOutput)
            try? FileManager.default.removeItem(at: dataDirectory)
        }

        @Test("without a terminal it explains in one sentence and fails, creating nothing")
        func notATerminal() async throws {
            defer { removeData() }
            let errors = ErrorLog()
            var descriptors: [Int32] = [0, 0]
            try #require(pipe(&descriptors) == 0)
            defer {
                close(descriptors[0])
                close(descriptors[1])
            }
            var loader = loader(embeddedServer: FakeEmbeddedServer(), terminal: nil, errors: errors)
            loader.launcher.terminalFiles = (descriptors[0], descriptors[1])
            #expect(await loader.run() == 1)
            #expect(errors.messages.count == 1)
            #expect(errors.messages.first?.contains("needs an interactive terminal") == true)
            #expect(!FileManager.default.fileExists(atPath: dataDirectory.path))
        }

        @Test("by default it starts the embedded server on a SQLite file in the data directory, and stops it on quit")
        func embeddedServer() async throws {
            defer { removeData() }
            let terminal = try #require(PseudoTerminal())
            terminal.prepareForTypeAhead()
            let before = terminal.localModes
            let server = FakeEmbeddedServer()
            let errors = ErrorLog()
            let urls = URLLog()
            terminal.type([0x03])
            #expect(
                await loader(embeddedServer: server, terminal: terminal, errors: errors, urls: urls).run() == 0)
            #expect(await server.databasePaths == [dataDirectory.appendingPathComponent("footballgather.sqlite").path])
            #expect(await server.started.first?.isStopped == true)
            #expect(urls.values == [URL(string: "http://127.0.0.1:65000")])
            #expect(errors.messages.isEmpty)
            #expect(terminal.localModes == before)
            let output = terminal.readOutput()
            // The typed-ahead Ctrl-C may or may not be echoed before raw mode starts.
            #expect(output.hasPrefix(ANSI.start) || output.hasPrefix("\u{3}" + ANSI.start))
            #expect(output.hasSuffix(ANSI.restore))
            #expect(
                FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent("footballgather.log").path))
        }

        @Test("on quit it closes its live updates before it stops the server, whose drain then waits for none")
        func closesLiveUpdatesFirst() async throws {
            defer { removeData() }
            let terminal = try #require(PseudoTerminal())
            terminal.prepareForTypeAhead()
            let steps = FakeEmbeddedServer.QuitSteps()
            terminal.type([0x03])
            let loader = loader(
                embeddedServer: FakeEmbeddedServer(steps: steps), terminal: terminal, errors: ErrorLog(),
                changes: ClosingChanges(steps: steps))
            #expect(await loader.run() == 0)
            #expect(steps.all == ["live updates closed", "server stopped"])
        }

        @Test("--server uses the given server and starts none")
        func remoteServer() async throws {
            defer { removeData() }
            let terminal = try #require(PseudoTerminal())
            let server = FakeEmbeddedServer()
            let urls = URLLog()
            terminal.prepareForTypeAhead()
            terminal.type([0x03])
            let loader = loader(
                server: URL(string: "http://192.0.2.7:8080"), embeddedServer: server, terminal: terminal,
                errors: ErrorLog(), urls: urls)
            #expect(await loader.run() == 0)
            #expect(await server.databasePaths.isEmpty)
            #expect(urls.values == [URL(string: "http://192.0.2.7:8080")])
        }

        @Test("an embedded server that cannot start stops the app with a sentence naming the database")
        func serverFailure() async throws {
            defer { removeData() }
            let terminal = try #require(PseudoTerminal())
            let errors = ErrorLog()
            let loader = loader(
                embeddedServer: FakeEmbeddedServer(failing: CancellationError()), terminal: terminal, errors: errors)
            #expect(await loader.run() == 1)
            #expect(errors.messages.first?.contains("could not start its server with the database") == true)
            #expect(terminal.readOutput() == "")
        }

        @Test("a data directory that cannot be created stops the app with a sentence")
        func unusableDataDirectory() async throws {
            defer { close(errorOutput) }
            let terminal = try #require(PseudoTerminal())
            let errors = ErrorLog()
            var loader = FootballGatherTerminalLoader(
                serverURL: nil, dataFolder: DataFolder(url: URL(fileURLWithPath: "/dev/null/footballgather")),
                environment: [:], embeddedServer: FakeEmbeddedServer())
            loader.launcher.terminalFiles = (terminal.device, terminal.device)
            loader.logDescriptor = errorOutput
            loader.launcher.reportError = { errors.messages.append($0) }
            #expect(await loader.run() == 1)
            #expect(
                errors.messages.first?.contains("cannot create its data directory /dev/null/footballgather") == true)
        }
    }
}

/// Collects the messages the loader reports.
@MainActor
final class ErrorLog {
    var messages: [String] = []
}

/// Collects the server addresses the services are built for.
@MainActor
final class URLLog {
    var values: [URL] = []
}

/// A change source without news that writes down when it is closed.
private struct ClosingChanges: TopicChangeSource {
    let steps: FakeEmbeddedServer.QuitSteps

    func changes() -> AsyncStream<TopicChange> {
        AsyncStream { $0.finish() }
    }

    func close() {
        steps.append("live updates closed")
    }
}
