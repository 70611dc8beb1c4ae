import Foundation
import Testing
import Vapor

@testable import VIPERKitWeb

@Suite("What pages and strangers cause in the log: a burst of lines, then a steady rate, the rest counted")
struct PageNoticeLogTests {
    private let start = ContinuousClock.now

    @Test("A flood of lines writes the burst; the ones left out are counted in one line before the next written")
    func flood() {
        let lines = RecordedLines()
        let logger = Logger(label: "test") { _ in RecordingLogHandler(lines: lines) }
        let log = PageNoticeLog(burst: 3, perSecond: 1)
        for index in 1...1_000 { log.notice("line \(index)", to: logger, at: start) }
        #expect(lines.all == ["line 1", "line 2", "line 3"])

        log.notice("line 1001", to: logger, at: start + .seconds(1))
        #expect(
            lines.all.suffix(2) == [
                "997 lines about pages were left out: they came faster than the log takes them.", "line 1001",
            ])
        #expect(lines.all.count == 5)
        log.notice("line 1002", to: logger, at: start + .seconds(2))
        #expect(lines.all.last == "line 1002")
        #expect(lines.all.count == 6)
        #expect(lines.levels == Set([.notice]))
    }
}

extension PageNoticeLogTests {
    @Test("WebSockets opened from another origin, 150 in a row, are each refused but logged within the allowance")
    func refusedSockets() async throws {
        let lines = RecordedLines()
        let app = try await Application.make(.testing)
        app.logger = Logger(label: "test") { _ in RecordingLogHandler(lines: lines) }
        do {
            let frontEnd = WebFrontEnd(
                app: await CounterApp(), configuration: .init(allowedHosts: try AllowedHosts(parsing: "fg.test")))
            try frontEnd.register(on: app)
            let started = ContinuousClock.now
            for _ in 0..<150 {
                try await app.testing().test(
                    .GET, "/ws?tab=tab-00001", headers: ["Host": "fg.test:8080", "Origin": "http://evil.test"]
                ) { response in
                    #expect(response.status == .forbidden)
                }
            }
            let seconds = (ContinuousClock.now - started).components.seconds
            let refusals = lines.all.filter { $0.hasPrefix("Refused a WebSocket from another origin") }
            #expect(refusals.count >= 100)
            #expect(refusals.count <= 100 + Int(seconds) + 1, "\(refusals.count) lines for 150 refusals")
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}

/// Lines logged, in order, with their levels.
private final class RecordedLines: @unchecked Sendable {
    // @unchecked: `entries` is read and written with `lock` held.
    private let lock = NSLock()
    private var entries: [(level: Logger.Level, message: String)] = []
    var all: [String] { lock.withLock { entries.map(\.message) } }
    var levels: Set<Logger.Level> { Set(lock.withLock { entries.map(\.level) }) }
    func append(_ level: Logger.Level, _ message: String) { lock.withLock { entries.append((level, message)) } }
}

private struct RecordingLogHandler: LogHandler {
    let lines: RecordedLines
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.append(event.level, event.message.description)
    }
}
