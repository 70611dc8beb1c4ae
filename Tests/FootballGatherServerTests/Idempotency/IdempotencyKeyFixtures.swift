import Fluent
import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

/// The four creating requests that take an `Idempotency-Key`, each ready to send: an account with
/// two players and a game, and what each request writes.
enum Creation: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case player, game, gather, answer

    var testDescription: String { rawValue }

    /// One creating request: where it goes, with whose token, two different bodies, and how many
    /// things of its kind exist.
    struct Request {
        let api: TestAPI
        let token: String?
        let path: String
        let body: any Encodable & Sendable
        let otherBody: any Encodable & Sendable
        let count: @Sendable () async throws -> Int

        func send(
            key: String?, body: (any Encodable)? = nil, token: String?? = nil, path: String? = nil
        ) async throws -> TestingHTTPResponse {
            var headers = HTTPHeaders()
            if let key { headers.add(name: IdempotencyHeaders.key, value: key) }
            return try await api.send(
                .POST, path ?? self.path, token: token ?? self.token, headers: headers, json: body ?? self.body)
        }
    }

    /// Sets up `username`'s account for this request on `app`.
    func request(on app: Application, username: String = "alice") async throws -> Request {
        let api = TestAPI(app: app)
        let token = try await api.signUp(username)
        let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
        let ben = try await api.createPlayer(PlayerRequest(name: "Ben"), token: token)
        let db = app.db
        switch self {
        case .player:
            return Request(
                api: api, token: token, path: APIPath.players, body: PlayerRequest(name: "Cy"),
                otherBody: PlayerRequest(name: "Dee"), count: { try await PlayerModel.query(on: db).count() })
        case .game:
            return Request(
                api: api, token: token, path: APIPath.games, body: GameRoutesTests.request(capacity: 10),
                otherBody: GameRoutesTests.request(capacity: 12), count: { try await GameModel.query(on: db).count() })
        case .gather:
            return Request(
                api: api, token: token, path: APIPath.gathers,
                body: GatherCreateRequest(players: [
                    .init(playerID: ana.id, team: .teamA), .init(playerID: ben.id, team: .teamB),
                ]),
                otherBody: GatherCreateRequest(players: [
                    .init(playerID: ben.id, team: .teamA), .init(playerID: ana.id, team: .teamB),
                ]),
                count: { try await GatherModel.query(on: db).count() })
        case .answer:
            let created = try await api.send(
                .POST, APIPath.games, token: token, json: GameRoutesTests.request(capacity: 10))
            let game = try api.decode(GameResponse.self, from: created)
            return Request(
                api: api, token: nil, path: GamePath.answers(game.inviteToken),
                body: AnswerRequest(name: "Gus", answer: .in), otherBody: AnswerRequest(name: "Hal", answer: .out),
                count: {
                    try await GamePersonModel.query(on: db).filter(\.$answeredAt != nil).count()
                })
        }
    }

    /// The status a first successful request of this kind answers.
    var createdStatus: HTTPStatus { self == .answer ? .ok : .created }
}

extension TestingHTTPResponse {
    var isReplay: Bool { headers.first(name: IdempotencyHeaders.replayed) == "true" }
}
