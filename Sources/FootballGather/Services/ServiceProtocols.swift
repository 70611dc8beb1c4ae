import FootballGatherAPI
import Foundation

/// Accounts and sessions. The live implementation stores the session it gets from login.
public protocol AccountService: Sendable {
    /// Creates an account (it does not log in).
    func register(username: String, password: String) async throws
    /// Logs in and stores the session for later calls.
    func login(username: String, password: String) async throws -> Session
    /// Revokes the current session on the server and forgets it locally.
    func logout() async throws
    /// The stored session if the server still accepts it; `nil` when there is none or it expired.
    func restoreSession() async -> Session?
}

/// The user's roster.
public protocol PlayerService: Sendable {
    func players() async throws -> [Player]
    func createPlayer(_ request: PlayerRequest) async throws -> Player
    /// Replaces every field of `player` on the server and returns what was stored.
    func updatePlayer(_ player: Player) async throws -> Player
    func deletePlayer(id: UUID) async throws
}

/// Matches: creating one with its teams, recording its result, listing past ones.
public protocol GatherService: Sendable {
    /// Creates the gather with every player of Team A and Team B in one request (bench players are left out).
    func createGather(players: [PlayerInTeam]) async throws -> Gather
    /// Records the final score and the winner it implies.
    func endGather(id: UUID, score: GatherScore) async throws -> Gather
    /// Past gathers, newest first.
    func gathers() async throws -> [Gather]
}

/// Small settings kept on the device (remembered username, remember-me switch).
public protocol KeyValueStore: Sendable {
    func string(forKey key: String) -> String?
    func bool(forKey key: String) -> Bool?
    func set(_ value: String?, forKey key: String) throws
    func set(_ value: Bool?, forKey key: String) throws
}

/// Where the session token is kept between launches; readable by its owner only.
public protocol CredentialStore: Sendable {
    func load() -> Session?
    func save(_ session: Session) throws
    func clear() throws
}
