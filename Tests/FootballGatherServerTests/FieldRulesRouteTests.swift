import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

/// The routes answer with the shared ``FieldRules``: a value they refuse gets a 400 whose reason
/// is the rule's sentence, and a value they accept is stored, so a client checking the same rules
/// never meets a 400 about a field.
@Suite("Field rules on the routes")
struct FieldRulesRouteTests {
    /// Values for a player's name and favourite team, one for each rule and its edges.
    static let texts = [
        "", "   ", "Ana", "\n Ana \r\n", "An\u{0}a", "Two\u{2028}lines", "Aj\tax", String(repeating: "n", count: 100),
        String(repeating: "n", count: 101), String(repeating: "\u{1D538}", count: 100),
        String(repeating: "e\u{301}\u{302}", count: 100),
    ]

    @Test("Creating a player answers with the name and favourite team rules, each refusal in its sentence")
    func playerFields() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            for text in Self.texts {
                let named = try await api.send(.POST, APIPath.players, token: token, json: PlayerRequest(name: text))
                let nameProblem = FieldRules.playerName.problem(with: text)
                #expect(named.status == (nameProblem == nil ? .created : .badRequest), "name \(text.debugDescription)")
                if let nameProblem { #expect(try api.reason(of: named) == nameProblem.reason) }

                let team = try await api.send(
                    .POST, APIPath.players, token: token, json: PlayerRequest(name: "Ana", favouriteTeam: text))
                let teamProblem = FieldRules.favouriteTeam.problem(with: text)
                #expect(team.status == (teamProblem == nil ? .created : .badRequest), "team \(text.debugDescription)")
                if let teamProblem { #expect(try api.reason(of: team) == teamProblem.reason) }
            }
        }
    }

    @Test("Creating a player answers with the age rule")
    func age() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            for age in [0, 1, 120, 121] {
                let response = try await api.send(
                    .POST, APIPath.players, token: token, json: PlayerRequest(name: "Ana", age: age))
                let problem = FieldRules.age.problem(with: age)
                #expect(response.status == (problem == nil ? .created : .badRequest), "age \(age)")
                if let problem { #expect(try api.reason(of: response) == problem.reason) }
            }
        }
    }

    @Test("Registering answers with the username and new password rules, each refusal in its sentence")
    func registration() async throws {
        let cases = [
            ("bo:b", "pitch-side"), ("bob\n", "pitch-side"), ("ana\u{2028}ben", "pitch-side"), ("  ", "pitch-side"),
            (String(repeating: "u", count: 65), "pitch-side"), ("ana", "short"),
            ("ben", String(repeating: "\u{e9}", count: 37)), ("cy", String(repeating: "\u{e9}", count: 36)),
            (" dario ", "  spaced  "),
        ]
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            for (username, password) in cases {
                let response = try await api.send(
                    .POST, APIPath.users, json: UserCreateRequest(username: username, password: password))
                let problem =
                    FieldRules.username.problem(with: username) ?? FieldRules.newPassword.problem(with: password)
                #expect(response.status == (problem == nil ? .created : .badRequest), "\(username) / \(password)")
                if let problem { #expect(try api.reason(of: response) == problem.reason) }
            }
        }
    }
}
