import FootballGatherAPI
import FootballGatherServer
import Foundation
import Testing

@testable import FootballGather

/// The checks the app makes before sending, fed the same values as the real server: every value
/// the server would refuse is refused on the client first, with the same sentence about the
/// field, and every value it accepts passes.
@MainActor
@Suite("The client refuses exactly what the server refuses")
struct FieldRulesAgreementTests {
    /// 100 characters of "e" with two combining accents each: 500 UTF-8 bytes.
    static let heavy = String(repeating: "e\u{301}\u{302}", count: 100)

    /// Values for a player's name and favourite team, one for each rule and its edges.
    static let playerTexts = [
        "", "   ", "Ana", "\n Ana \r\n", "An\u{0}a", "An\u{7}a", "An\u{1B}[31ma", "Two\nlines", "Two\u{2028}lines",
        "Two\u{2029}paragraphs", "A\u{0}", "Aj\tax", String(repeating: "n", count: 100),
        String(repeating: "n", count: 101), String(repeating: "\u{1D538}", count: 100), heavy,
    ]

    /// Usernames, one for each rule and its edges; the accepted ones differ even case-folded.
    static let usernames = [
        "", "   ", "bo:b", "bob\u{0}", "b\tob", "ana\u{2028}ben", "ana\u{85}", String(repeating: "u", count: 64),
        String(repeating: "u", count: 65), String(repeating: "e\u{301}\u{302}", count: 64), "carla", " dario ",
    ]

    /// Passwords for an account whose username is fine, one for each rule and its edges.
    static let passwords = [
        "", "1234567", "\u{e9}\u{e9}\u{e9}\u{e9}", "12345678", "  spaced  ", String(repeating: "p", count: 72),
        String(repeating: "p", count: 73), String(repeating: "\u{e9}", count: 36),
        String(repeating: "\u{e9}", count: 37),
    ]

    @Test("Every name and favourite team the server refuses is refused under the field first, with the same sentence")
    func playerTexts() async throws {
        try await withSignedInServer { app in
            for text in Self.playerTexts {
                let nameRefusal = try await refusal {
                    _ = try await app.players.createPlayer(PlayerRequest(name: text))
                }
                #expect(PlayerInput.nameProblem(text) == nameRefusal, "name \(text.debugDescription)")

                let teamRefusal = try await refusal {
                    _ = try await app.players.createPlayer(PlayerRequest(name: "Ana", favouriteTeam: text))
                }
                #expect(
                    PlayerInput.favouriteTeamProblem(text) == teamRefusal, "favourite team \(text.debugDescription)")
            }
        }
    }

    @Test("Every age the server refuses is refused while typing")
    func ages() async throws {
        try await withSignedInServer { app in
            for age in [-1, 0, 1, 27, 120, 121, 1000] {
                let refusal = try await refusal {
                    _ = try await app.players.createPlayer(PlayerRequest(name: "A", age: age))
                }
                #expect((PlayerInput.ageProblem("\(age)") == nil) == (refusal == nil), "age \(age)")
            }
        }
    }

    @Test("Every username and password the server refuses at registration is refused before sending, with its sentence")
    func registration() async throws {
        try await withServer { app in
            let login = LoginInteractor(accounts: app.accounts, settings: app.settings)
            for username in Self.usernames {
                let refusal = try await refusal {
                    try await app.accounts.register(username: username, password: "pitch-side")
                }
                #expect(
                    login.registrationProblem(username: username, password: "pitch-side") == refusal,
                    "username \(username.debugDescription)")
            }
            for (index, password) in Self.passwords.enumerated() {
                let username = "player\(index)"
                let refusal = try await refusal {
                    try await app.accounts.register(username: username, password: password)
                }
                #expect(
                    login.registrationProblem(username: username, password: password) == refusal,
                    "password \(password.debugDescription)")
            }
        }
    }

    /// The server's 400 reason for what `call` sends, told the way a form tells it ("'name' must
    /// …" becomes "The name must …"); `nil` when the server accepts it.
    private func refusal(_ call: () async throws -> Void) async throws -> String? {
        do {
            try await call()
            return nil
        } catch ServiceError.rejected(let reason) {
            for field in RequestField.allCases where reason.hasPrefix("'\(field.rawValue)' ") {
                return field.subject + reason.dropFirst(field.rawValue.count + 2)
            }
            return reason
        }
    }

    /// The live services against a real in-process server, with a user signed in.
    private func withSignedInServer(_ body: (AppDependencies) async throws -> Void) async throws {
        try await withServer { app in
            try await app.accounts.register(username: "alice", password: "pitch-side")
            _ = try await app.accounts.login(username: "alice", password: "pitch-side")
            try await body(app)
        }
    }

    /// The live services against a real in-process server that lets one address register many
    /// accounts.
    private func withServer(_ body: (AppDependencies) async throws -> Void) async throws {
        var configuration = ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4)
        configuration.accountLimits = AccountLimits(registrationsPerAddress: 100)
        let server = try await EmbeddedServer.start(configuration: configuration, logLevel: .critical)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try await body(AppDependencies.live(serverURL: server.baseURL, dataDirectory: folder))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
