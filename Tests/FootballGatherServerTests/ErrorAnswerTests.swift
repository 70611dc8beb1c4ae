import Foundation
import NIOHTTP1
import Testing
import Vapor

@testable import FootballGatherServer

@Suite("Every failure is answered as JSON with a sentence, and a server's failure hides its detail")
struct ErrorAnswerTests {
    struct Leaky: Error, CustomStringConvertible {
        var description: String { "connection to postgres://admin:secret@db failed" }
    }

    @Test("An abort keeps its status, headers and reason, escaped as JSON")
    func abort() async throws {
        try await withRequest { request throws in
            let abort = Abort(.tooManyRequests, headers: ["Retry-After": "3"], reason: #"Wait "3" s\ then retry."#)
            let response = ErrorAnswer.response(for: abort, to: request, environment: .production)
            #expect(response.status == .tooManyRequests)
            #expect(response.headers.first(name: "Retry-After") == "3")
            #expect(response.headers.contentType == .json)
            let body = try Self.object(response)
            #expect(body["error"] as? Bool == true)
            #expect(body["reason"] as? String == #"Wait "3" s\ then retry."#)
        }
    }

    @Test("Any other error is a 500 saying only that something went wrong, in production; its text in development")
    func hidden() async throws {
        try await withRequest { request throws in
            let production = ErrorAnswer.response(for: Leaky(), to: request, environment: .production)
            #expect(production.status == .internalServerError)
            #expect(try Self.object(production)["reason"] as? String == "Something went wrong.")
            let development = ErrorAnswer.response(for: Leaky(), to: request, environment: .development)
            #expect(try Self.object(development)["reason"] as? String == Leaky().description)
        }
    }

    @Test("A body cut short is the client's failure: 400 with a sentence, not a server's 500")
    func bodyCutShort() async throws {
        try await withRequest { request throws in
            let response = ErrorAnswer.response(
                for: HTTPParserError.invalidEOFState, to: request, environment: .production)
            #expect(response.status == .badRequest)
            #expect(try Self.object(response)["reason"] as? String == "The request ended before its body did.")
        }
    }

    @Test("The body is the one Vapor's error middleware writes")
    func body() {
        #expect(ErrorAnswer.body(reason: "Not Found") == #"{"error":true,"reason":"Not Found"}"#)
        #expect(ErrorAnswer.body(reason: "line\nbreak") == #"{"error":true,"reason":"line\nbreak"}"#)
    }

    private static func object(_ response: Response) throws -> [String: Any] {
        let data = Data(buffer: response.body.buffer ?? ByteBuffer())
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func withRequest(_ test: (Request) throws -> Void) async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        let request = Request(application: app, on: app.eventLoopGroup.next())
        request.logger.logLevel = .critical
        do {
            try test(request)
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
