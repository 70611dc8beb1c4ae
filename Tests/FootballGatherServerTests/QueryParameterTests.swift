import Testing
import Vapor

@testable import FootballGatherServer

@Suite("Query parameters read by hand")
struct QueryParameterTests {
    @Test(
        "A parameter is the first value named, form-decoded; a broken escape is kept as sent",
        arguments: [
            ("/api/players?limit=5&cursor=abc", "limit", "5"),
            ("/api/players?limit=5&cursor=abc", "cursor", "abc"),
            ("/api/players?cursor=a%2Bb+c", "cursor", "a+b c"),
            ("/api/players?li%6Dit=7", "limit", "7"),
            ("/api/players?limit=2&limit=3", "limit", "2"),
            ("/api/players?=5&&limit=4", "limit", "4"),
            ("/api/players?limit", "limit", ""),
            ("/api/players?limit=", "limit", ""),
            ("/api/players?limit=1%zz", "limit", "1%zz"),
            ("/api/players?limit=%C3%A9", "limit", "é"),
            ("/api/players?limits=5", "limit", nil),
            ("/api/players?x=1", "limit", nil),
            ("/api/players", "limit", nil),
        ] as [(String, String, String?)])
    func readsParameter(url: String, name: String, expected: String?) async throws {
        let app = try await Application.make(.testing)
        let request = Request(application: app, method: .GET, url: URI(string: url), on: app.eventLoopGroup.any())
        #expect(request.queryParameter(name) == expected)
        try await app.asyncShutdown()
    }
}
