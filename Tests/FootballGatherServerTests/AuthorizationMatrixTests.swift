import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

/// Every protected route, tried with no token, a made-up token, an expired token and
/// another user's token.
@Suite("Authorization matrix")
struct AuthorizationMatrixTests {
    /// A route with the resources of one user ("alice") filled in.
    struct Route: CustomTestStringConvertible, Sendable {
        let method: HTTPMethod
        let path: @Sendable (Fixture) -> String
        let body: @Sendable (Fixture) -> (any Encodable & Sendable)?
        /// What another user's token gets: 404 for alice's ids, or a list without alice's data.
        let otherUser: OtherUserOutcome
        let name: String

        var testDescription: String { name }
    }

    enum OtherUserOutcome: Sendable {
        case notFound
        case badRequest
        case emptyList
    }

    /// Alice's player and gather, and tokens of every kind.
    struct Fixture: Sendable {
        let player: UUID
        let teammate: UUID
        let gather: UUID
        let aliceToken: String
        let bobToken: String
        let expiredToken: String
    }

    static let playerBody = PlayerRequest(name: "Changed")

    static let routes: [Route] = [
        Route(
            method: .GET, path: { _ in APIPath.players }, body: { _ in nil }, otherUser: .emptyList, name: "GET players"
        ),
        Route(
            method: .POST, path: { _ in APIPath.players }, body: { _ in playerBody }, otherUser: .emptyList,
            name: "POST players"),
        Route(
            method: .GET, path: { APIPath.player($0.player) }, body: { _ in nil }, otherUser: .notFound,
            name: "GET player"),
        Route(
            method: .PUT, path: { APIPath.player($0.player) }, body: { _ in playerBody }, otherUser: .notFound,
            name: "PUT player"),
        Route(
            method: .DELETE, path: { APIPath.player($0.player) }, body: { _ in nil }, otherUser: .notFound,
            name: "DELETE player"),
        Route(
            method: .GET, path: { APIPath.gathers(ofPlayer: $0.player) }, body: { _ in nil }, otherUser: .notFound,
            name: "GET player gathers"),
        Route(
            method: .GET, path: { _ in APIPath.gathers }, body: { _ in nil }, otherUser: .emptyList, name: "GET gathers"
        ),
        Route(
            method: .POST, path: { _ in APIPath.gathers },
            body: {
                GatherCreateRequest(players: [
                    .init(playerID: $0.player, team: .teamA), .init(playerID: $0.teammate, team: .teamB),
                ])
            },
            otherUser: .badRequest, name: "POST gathers"),
        Route(
            method: .GET, path: { APIPath.gather($0.gather) }, body: { _ in nil }, otherUser: .notFound,
            name: "GET gather"),
        Route(
            method: .PUT, path: { APIPath.gather($0.gather) },
            body: { _ in GatherResultRequest(score: "1:0", winnerTeam: .teamA) }, otherUser: .notFound,
            name: "PUT gather"),
        Route(
            method: .DELETE, path: { APIPath.gather($0.gather) }, body: { _ in nil }, otherUser: .notFound,
            name: "DELETE gather"),
        Route(
            method: .GET, path: { _ in APIPath.currentUser }, body: { _ in nil }, otherUser: .emptyList, name: "GET me"),
        Route(
            method: .DELETE, path: { _ in APIPath.logout }, body: { _ in nil }, otherUser: .emptyList,
            name: "DELETE logout"),
        Route(
            method: .PUT, path: { _ in APIPath.password },
            body: { _ in PasswordChangeRequest(currentPassword: "secret-password", newPassword: "another-password") },
            otherUser: .emptyList, name: "PUT password"),
        Route(
            method: .DELETE, path: { _ in APIPath.currentUser }, body: { _ in nil }, otherUser: .emptyList,
            name: "DELETE me"),
    ]

    static func makeFixture(_ app: Application) async throws -> Fixture {
        let api = TestAPI(app: app)
        let alice = try await api.signUp("alice")
        let bob = try await api.signUp("bob")
        let first = try await api.createPlayer(PlayerRequest(name: "Ana"), token: alice)
        let second = try await api.createPlayer(PlayerRequest(name: "Ben"), token: alice)
        let gather = try await api.createGather(teamA: [first.id], teamB: [second.id], token: alice)
        let expired = TokenDigest.makeToken()
        let aliceID = try await api.logIn("alice", password: "secret-password").userID
        try await UserTokenModel(
            tokenHash: TokenDigest.digest(of: expired), userID: aliceID, expiresAt: Date().addingTimeInterval(-1)
        ).create(on: app.db)
        return Fixture(
            player: first.id, teammate: second.id, gather: gather.id, aliceToken: alice, bobToken: bob,
            expiredToken: expired)
    }

    @Test("No, made-up or expired tokens answer 401 and change nothing", arguments: TestDatabase.all, routes)
    func unauthenticated(database: TestDatabase, route: Route) async throws {
        try await withApp(on: database) { app in
            let fixture = try await Self.makeFixture(app)
            let api = TestAPI(app: app)
            for token in [nil, "made-up-token", fixture.expiredToken] {
                let response = try await api.send(
                    route.method, route.path(fixture), token: token, json: route.body(fixture))
                #expect(response.status == .unauthorized, "\(route.name) with token \(token ?? "none")")
            }
            try await Self.expectAliceUntouched(app, fixture)
        }
    }

    @Test("Another user's token never reaches alice's data", arguments: TestDatabase.all, routes)
    func otherUser(database: TestDatabase, route: Route) async throws {
        try await withApp(on: database) { app in
            let fixture = try await Self.makeFixture(app)
            let api = TestAPI(app: app)
            let response = try await api.send(
                route.method, route.path(fixture), token: fixture.bobToken, json: route.body(fixture))
            switch route.otherUser {
            case .notFound:
                #expect(response.status == .notFound)
            case .badRequest:
                #expect(response.status == .badRequest)
                #expect(try api.reason(of: response) == "Player \(fixture.player) is not in your roster.")
            case .emptyList:
                #expect(response.status.code < 300)
                #expect(!response.body.string.contains(fixture.player.uuidString))
                #expect(!response.body.string.contains(fixture.gather.uuidString))
            }
            try await Self.expectAliceUntouched(app, fixture)
        }
    }

    /// Alice's player and gather are as created, and her token still works.
    static func expectAliceUntouched(_ app: Application, _ fixture: Fixture) async throws {
        let api = TestAPI(app: app)
        let player = try await api.send(.GET, APIPath.player(fixture.player), token: fixture.aliceToken)
        #expect(try api.decode(PlayerResponse.self, from: player).name == "Ana")
        let gather = try await api.send(.GET, APIPath.gather(fixture.gather), token: fixture.aliceToken)
        let stored = try api.decode(GatherResponse.self, from: gather)
        #expect(stored.score == nil)
        #expect(stored.players.count == 2)
    }
}
