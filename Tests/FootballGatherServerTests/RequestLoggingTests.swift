import FootballGatherAPI
import Foundation
import Logging
import NIOConcurrencyHelpers
import Testing
import VIPERKitTesting
import Vapor

@testable import FootballGatherServer

@Suite("Logs for machines: one JSON line per request, with an id nobody outside can choose")
struct RequestLoggingTests {
    @Test("An answered request is one JSON line: its id, method, route pattern, status, duration and client")
    func accessLine() async throws {
        try await withLoggedServer { url, lines in
            let id = UUID().uuidString
            let response = try await LoopbackHTTPClient.send(
                "GET", to: url.appendingPathComponent("api/players/\(id)"), from: "127.0.0.2")
            #expect(response.status == 401)
            let requestID = try #require(response.header("X-Request-Id"))
            #expect(UUID(uuidString: requestID) != nil)
            let line = try #require(
                lines.objects().first { $0["request-id"] as? String == requestID && $0["route"] != nil })
            #expect(line["level"] as? String == "info")
            #expect(line["method"] as? String == "GET")
            #expect(line["route"] as? String == "/api/players/:id")
            #expect(line["status"] as? String == "401")
            #expect(line["client"] as? String == "127.0.0.2")
            #expect(Double(line["duration_ms"] as? String ?? "") != nil)
            #expect((line["time"] as? String)?.hasSuffix("Z") == true)
            #expect(!lines.all.filter { $0.contains(#""route":"#) }.joined().contains(id))
        }
    }

    @Test("A request id is taken from a trusted proxy only, and only when well formed")
    func requestIDs() async throws {
        try await withLoggedServer { url, _ in
            let health = url.appendingPathComponent("health/live")
            func id(from address: String, sending given: String) async throws -> String? {
                try await LoopbackHTTPClient.send("GET", to: health, headers: [("X-Request-Id", given)], from: address)
                    .header("X-Request-Id")
            }
            #expect(try await id(from: "127.0.0.1", sending: "proxy-7f3a.42:1") == "proxy-7f3a.42:1")
            let forged = try #require(try await id(from: "127.0.0.2", sending: "proxy-7f3a.42:1"))
            #expect(forged != "proxy-7f3a.42:1" && UUID(uuidString: forged) != nil)
            let malformed = try #require(try await id(from: "127.0.0.1", sending: "two words"))
            #expect(malformed != "two words" && UUID(uuidString: malformed) != nil)
        }
    }

    @Test("A stranger's path is quoted and escaped in its line: it cannot end the line or forge another")
    func strangersPath() async throws {
        try await withLoggedServer { url, lines in
            let forged = "/nowhere%0A%7B%22level%22:%22critical%22%7D%E2%80%A8"
            var request = URLComponents(url: url, resolvingAgainstBaseURL: false)!
            request.percentEncodedPath = forged
            let response = try await LoopbackHTTPClient.send("GET", to: request.url!)
            #expect(response.status == 404)
            let all = lines.all
            #expect(all.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().firstIndex(of: "\n") == nil })
            #expect(all.allSatisfy { !$0.contains("\u{2028}") })
            let objects = lines.objects()
            #expect(objects.count == all.count, "every line is one JSON object")
            #expect(!objects.contains { $0["level"] as? String == "critical" })
            let line = try #require(objects.first { ($0["route"] as? String)?.hasPrefix("unrouted") == true })
            #expect(line["route"] as? String == #"unrouted "/nowhere%0A%7B%22level%22:%22critical%22%7D%E2%80%A8""#)
        }
    }

    @Test("Metadata keeps its order and nesting; control characters and line separators are escaped")
    func handlerEscapes() {
        let lines = LogLines()
        var logger = Logger(label: "test") { label in JSONLogHandler(label: label, level: .debug, write: lines.append) }
        logger[metadataKey: "b"] = "two"
        logger.notice(
            "tab\there\u{1B}[2K \"quoted\" \\ \u{2028}",
            metadata: ["a": .array(["x", .dictionary(["k": "v"])]), "c": .stringConvertible(3)])
        let line = lines.all.first ?? ""
        #expect(line.hasPrefix(#"{"time":""#))
        #expect(
            line.hasSuffix(
                #""level":"notice","label":"test","message":"tab\there\u001b[2K \"quoted\" \\ \u2028","a":["x",{"k":"v"}],"b":"two","c":"3"}"#
                    + "\n"))
    }

    @Test("An event's error is in its line, escaped, after the message")
    func eventError() {
        struct Refused: Error, CustomDebugStringConvertible {
            var debugDescription: String { "refused \"by\"\nthe pool" }
        }
        let lines = LogLines()
        let handler = JSONLogHandler(label: "test", level: .debug, write: lines.append)
        handler.log(
            event: LogEvent(
                level: .error, message: "query failed", error: Refused(), metadata: nil, source: nil, file: #fileID,
                function: #function, line: #line))
        #expect(
            lines.all.first?.hasSuffix(
                #""message":"query failed","error":"refused \"by\"\nthe pool"}"#
                    + "\n") == true)
    }

    @Test("Durations have one decimal of a millisecond, rounded; times are UTC to the millisecond")
    func numbers() {
        #expect(AccessLog.milliseconds(.zero) == "0.0")
        #expect(AccessLog.milliseconds(.microseconds(449)) == "0.4")
        #expect(AccessLog.milliseconds(.microseconds(450)) == "0.5")
        #expect(AccessLog.milliseconds(.milliseconds(12)) == "12.0")
        #expect(AccessLog.milliseconds(.seconds(3) + .microseconds(14_960)) == "3015.0")
        #expect(
            JSONLogHandler.timestamp(Date(timeIntervalSince1970: 1_795_761_000.123_9)) == "2026-11-27T06:30:00.123Z")
        #expect(JSONLogHandler.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        let ids = Set((0..<100).map { _ in RequestID.newID() })
        #expect(ids.count == 100)
        #expect(ids.allSatisfy { UUID(uuidString: $0) != nil })
    }

    @Test("An unknown LOG_FORMAT stops the start with a sentence naming it")
    func unknownFormat() async {
        let errors = LogLines()
        let status = await FootballGatherServerCommand.run(
            arguments: ["footballgather-server", "serve"], environment: ["LOG_FORMAT": "xml"],
            bootstrapsLogging: false, standardError: errors.append)
        #expect(status == 1)
        #expect(errors.all == [#"footballgather-server: LOG_FORMAT must be text or json, not "xml"."#])
    }

    /// Runs `test` with the app listening on 127.0.0.1 (a trusted proxy) and logging JSON lines
    /// into the second argument.
    private func withLoggedServer(_ test: (URL, LogLines) async throws -> Void) async throws {
        let lines = LogLines()
        try await withApp(
            on: .sqlite, adjust: { $0.trustedProxies = (try? TrustedProxies(parsing: "127.0.0.1")) ?? .none }
        ) { app in
            app.logger = Logger(label: "codes.vapor.application") { label in
                JSONLogHandler(label: label, level: .info, write: lines.append)
            }
            try await whileListening(app) { _, url in try await test(url, lines) }
        }
    }
}

/// Lines written by a log handler, kept in order.
final class LogLines: Sendable {
    private let lines = NIOLockedValueBox<[String]>([])

    var all: [String] { lines.withLockedValue { $0 } }

    @Sendable func append(_ line: String) {
        lines.withLockedValue { $0.append(line) }
    }

    /// The lines that are JSON objects, parsed.
    func objects() -> [[String: Any]] {
        all.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }
}
