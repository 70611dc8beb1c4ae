import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

/// Sends requests to the app in process, the way a client would, and decodes wire types.
struct TestAPI {
    let app: Application

    /// Sends `method path` with an optional bearer token, further headers and body (an
    /// Encodable, or raw text).
    func send(
        _ method: HTTPMethod, _ path: String, token: String? = nil, basic: (String, String)? = nil,
        headers extraHeaders: HTTPHeaders = [:], json: (any Encodable)? = nil, rawBody: String? = nil
    ) async throws -> TestingHTTPResponse {
        var headers = extraHeaders
        if let token { headers.bearerAuthorization = BearerAuthorization(token: token) }
        if let basic { headers.basicAuthorization = BasicAuthorization(username: basic.0, password: basic.1) }
        var body = ByteBuffer()
        if let json {
            headers.contentType = .json
            body = ByteBuffer(data: try WireCoding.makeEncoder().encode(json))
        } else if let rawBody {
            headers.contentType = .json
            body = ByteBuffer(string: rawBody)
        }
        return try await app.testing().sendRequest(method, path, headers: headers, body: body)
    }

    /// Registers `username` and logs in; returns the bearer token.
    @discardableResult
    func signUp(_ username: String = "alice", password: String = "secret-password") async throws -> String {
        let created = try await send(
            .POST, APIPath.users, json: UserCreateRequest(username: username, password: password))
        #expect(created.status == .created)
        return try await logIn(username, password: password).token
    }

    func logIn(_ username: String, password: String) async throws -> LoginResponse {
        let response = try await send(.POST, APIPath.login, basic: (username, password))
        #expect(response.status == .ok)
        return try decode(LoginResponse.self, from: response)
    }

    func createPlayer(_ request: PlayerRequest, token: String) async throws -> PlayerResponse {
        let response = try await send(.POST, APIPath.players, token: token, json: request)
        #expect(response.status == .created)
        return try decode(PlayerResponse.self, from: response)
    }

    func createGather(teamA: [UUID], teamB: [UUID], token: String) async throws -> GatherResponse {
        let players =
            teamA.map { GatherPlayerAssignment(playerID: $0, team: .teamA) }
            + teamB.map { GatherPlayerAssignment(playerID: $0, team: .teamB) }
        let response = try await send(.POST, APIPath.gathers, token: token, json: GatherCreateRequest(players: players))
        #expect(response.status == .created)
        return try decode(GatherResponse.self, from: response)
    }

    func decode<T: Decodable>(_ type: T.Type, from response: TestingHTTPResponse) throws -> T {
        try WireCoding.makeDecoder().decode(T.self, from: Data(buffer: response.body))
    }

    /// The `reason` of an error response.
    func reason(of response: TestingHTTPResponse) throws -> String {
        let error = try decode(APIErrorResponse.self, from: response)
        #expect(error.error)
        return error.reason
    }
}
