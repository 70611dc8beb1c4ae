import Fluent
import FootballGatherAPI
import Foundation
import Testing
import VaporTesting

@testable import FootballGatherServer

@Suite("Players")
struct PlayerRoutesTests {
    @Test("Creating a player answers 201 with Location and nulls for absent values", arguments: TestDatabase.all)
    func create(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let response = try await api.send(.POST, APIPath.players, token: token, rawBody: #"{"name": "  Ana  "}"#)

            #expect(response.status == .created)
            let player = try api.decode(PlayerResponse.self, from: response)
            #expect(player == PlayerResponse(id: player.id, name: "Ana"))
            #expect(response.headers.first(name: .location) == APIPath.player(player.id))
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
            #expect(Set(json.keys) == ["id", "name", "age", "skill", "preferredPosition", "favouriteTeam"])
            #expect(json["age"] is NSNull)
        }
    }

    @Test("A full player round-trips through create, read, replace and delete", arguments: TestDatabase.all)
    func lifecycle(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let created = try await api.createPlayer(
                PlayerRequest(
                    name: "Ben", age: 30, skill: .amateur, preferredPosition: .goalkeeper, favouriteTeam: " Ajax "),
                token: token)
            #expect(
                created
                    == PlayerResponse(
                        id: created.id, name: "Ben", age: 30, skill: .amateur, preferredPosition: .goalkeeper,
                        favouriteTeam: "Ajax"))

            let read = try await api.send(.GET, APIPath.player(created.id), token: token)
            #expect(try api.decode(PlayerResponse.self, from: read) == created)

            let replaced = try await api.send(
                .PUT, APIPath.player(created.id), token: token, json: PlayerRequest(name: "Benny", skill: .professional)
            )
            #expect(replaced.status == .ok)
            #expect(
                try api.decode(PlayerResponse.self, from: replaced)
                    == PlayerResponse(id: created.id, name: "Benny", skill: .professional))

            #expect(try await api.send(.DELETE, APIPath.player(created.id), token: token).status == .noContent)
            #expect(try await api.send(.GET, APIPath.player(created.id), token: token).status == .notFound)
            #expect(try await PlayerModel.query(on: app.db).count() == 0)
        }
    }

    @Test("The list holds only the caller's players, by name", arguments: TestDatabase.all)
    func listIsScoped(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let alice = try await api.signUp("alice")
            let bob = try await api.signUp("bob")
            for name in ["zoe", "Adam", "mia"] {
                _ = try await api.createPlayer(PlayerRequest(name: name), token: alice)
            }
            _ = try await api.createPlayer(PlayerRequest(name: "Bob's player"), token: bob)

            let response = try await api.send(.GET, APIPath.players, token: alice)
            #expect(try api.decode([PlayerResponse].self, from: response).map(\.name) == ["Adam", "mia", "zoe"])
        }
    }

    @Test(
        "Invalid player bodies answer 400 naming the field, on create and on replace, and change nothing",
        arguments: [
            (#"{"name": ""}"#, "'name' must not be empty."),
            (#"{"name": "   "}"#, "'name' must not be empty."),
            (#"{"name": "\#(String(repeating: "n", count: 101))"}"#, "'name' must be at most 100 characters long."),
            (#"{"age": 20}"#, "'name' is required."),
            (#"{"name": null}"#, "'name' must not be null."),
            (#"{"name": "A", "age": 0}"#, "'age' must be between 1 and 120."),
            (#"{"name": "A", "age": 121}"#, "'age' must be between 1 and 120."),
            (#"{"name": "A", "age": "ten"}"#, "'age' must be a whole number."),
            (#"{"name": "A", "age": 12.5}"#, "'age' must be a whole number."),
            (
                #"{"name": "A", "skill": "expert"}"#,
                #"'skill' must be "beginner", "amateur" or "professional", not "expert"."#
            ),
            (
                #"{"name": "A", "preferredPosition": "keeper"}"#,
                #"'preferredPosition' must be "goalkeeper", "defender", "midfielder", "winger" or "striker", not "keeper"."#
            ),
            (
                #"{"name": "A", "favouriteTeam": "\#(String(repeating: "t", count: 101))"}"#,
                "'favouriteTeam' must be at most 100 characters long."
            ),
            (#"["name"]"#, "The request body must be a JSON object."),
            (#"{"name": "A""#, "The request body is not valid JSON."),
        ])
    func invalidBodies(body: String, reason: String) async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let existing = try await api.createPlayer(PlayerRequest(name: "Kept", age: 20), token: token)

            let created = try await api.send(.POST, APIPath.players, token: token, rawBody: body)
            #expect(created.status == .badRequest)
            #expect(try api.reason(of: created) == reason)

            let replaced = try await api.send(.PUT, APIPath.player(existing.id), token: token, rawBody: body)
            #expect(replaced.status == .badRequest)
            #expect(try api.reason(of: replaced) == reason)

            let players = try await api.send(.GET, APIPath.players, token: token)
            #expect(try api.decode([PlayerResponse].self, from: players) == [existing])
        }
    }

    @Test("A body over 64 KB answers 413 and creates nothing")
    func oversizedBody() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let huge = #"{"name": "A", "favouriteTeam": ""# + String(repeating: "x", count: 1_100_000) + #""}"#
            let response = try await api.send(.POST, APIPath.players, token: token, rawBody: huge)

            #expect(response.status == .payloadTooLarge)
            #expect(try api.reason(of: response) == "The request body is larger than the 64 KB limit.")
            #expect(try await PlayerModel.query(on: app.db).count() == 0)
        }
    }

    @Test("A malformed id in the path answers 404")
    func malformedID() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let response = try await api.send(.GET, APIPath.players + "/not-a-uuid", token: token)
            #expect(response.status == .notFound)
        }
    }

    @Test("A player's gathers are the ones they played in, newest first", arguments: TestDatabase.all)
    func playerGathers(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let ana = try await api.createPlayer(PlayerRequest(name: "Ana"), token: token)
            let ben = try await api.createPlayer(PlayerRequest(name: "Ben"), token: token)
            let cy = try await api.createPlayer(PlayerRequest(name: "Cy"), token: token)
            let first = try await api.createGather(teamA: [ana.id], teamB: [ben.id], token: token)
            let second = try await api.createGather(teamA: [cy.id], teamB: [ana.id], token: token)
            _ = try await api.createGather(teamA: [ben.id], teamB: [cy.id], token: token)

            let response = try await api.send(.GET, APIPath.gathers(ofPlayer: ana.id), token: token)
            #expect(response.status == .ok)
            #expect(try api.decode([GatherResponse].self, from: response).map(\.id) == [second.id, first.id])
        }
    }
}
