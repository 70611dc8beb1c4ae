import FootballGatherAPI
import Foundation

/// Accounts and sessions. The live implementation stores the session it gets from login.
public protocol AccountService: Sendable {
    /// Creates an account (it does not log in).
    func register(username: String, password: String) async throws
    /// Logs in and stores the session for later calls: on the device when `keepingSession`
    /// (it is still there at the next launch), else for this run only.
    func login(username: String, password: String, keepingSession: Bool) async throws -> Session
    /// Revokes the current session on the server and forgets it locally.
    func logout() async throws
    /// The stored session if the server still accepts it; `nil` when there is none or it expired.
    func restoreSession() async -> Session?
}

/// The user's roster.
public protocol PlayerService: Sendable {
    /// Every player of the roster, in the server's order (by name).
    func players() async throws -> [Player]
    /// The player with `id` as the server has it now.
    func player(id: UUID) async throws -> Player
    func createPlayer(_ request: PlayerRequest) async throws -> Player
    /// Replaces every field of `original` on the server with those of `player` and returns what
    /// was stored; throws ``ServiceError/changedElsewhere`` when the server's copy is no longer
    /// `original` (someone else changed it meanwhile), saving nothing.
    func updatePlayer(_ player: Player, replacing original: Player) async throws -> Player
    func deletePlayer(id: UUID) async throws
    /// The player's record over their ended gathers: counts and the last five results.
    func record(ofPlayer id: UUID) async throws -> PlayerRecordResponse
    /// The records of the players with `ids`, read together; each id is a key of the answer.
    func records(ofPlayers ids: [UUID]) async throws -> [UUID: PlayerRecordResponse]
}

/// Matches: creating one with its teams, recording its result, listing past ones.
public protocol GatherService: Sendable {
    /// Creates the gather with every player of Team A and Team B in one request (bench players are left out).
    func createGather(players: [PlayerInTeam]) async throws -> Gather
    /// Like ``createGather(players:)``, for teams picked from game `gameID`: the gather is linked to
    /// the game and counts in its players' records.
    func createGather(players: [PlayerInTeam], fromGame gameID: UUID) async throws -> Gather
    /// Records the final score and the winner it implies.
    func endGather(id: UUID, score: GatherScore) async throws -> Gather
    /// Past gathers, newest first.
    func gathers() async throws -> [Gather]
    /// Deletes a gather (one left without being ended).
    func deleteGather(id: UUID) async throws
    /// Applies `operation` (a goal, the clock started…) to the match of the unfinished gather `id`
    /// after every operation that reached the server before it, from any device, and returns the
    /// match after it; the server keeps it, so the gather can be resumed after a restart. An
    /// operation whose `id` the server applied before is not applied again (a replay).
    func apply(_ operation: GatherOperation, toGather id: UUID) async throws -> AppliedOperation
    /// Where the match of gather `id` stands now on the server.
    func match(ofGather id: UUID) async throws -> MatchState
    /// The unfinished gather touched last (its latest operation, or its creation before any), as
    /// it stands now; `nil` when there is none.
    func unfinishedGather() async throws -> UnfinishedGather?
    /// The live link of gather `id`: the one going on, or a new one.
    func shareLiveLink(ofGather id: UUID) async throws -> LiveLink
    /// The live link of gather `id` going on; `nil` when none is.
    func liveLink(ofGather id: UUID) async throws -> LiveLink?
    /// Stops the live link of gather `id`: its watchers are told and closed. None going on counts
    /// as stopped.
    func stopLiveLink(ofGather id: UUID) async throws
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
    /// Keeps `session`: on the device when `persistently`, else until the app quits.
    func save(_ session: Session, persistently: Bool) throws
    func clear() throws
}

extension CredentialStore {
    /// Keeps `session` on the device.
    public func save(_ session: Session) throws {
        try save(session, persistently: true)
    }
}

extension AccountService {
    /// Logs in and keeps the session on the device.
    public func login(username: String, password: String) async throws -> Session {
        try await login(username: username, password: password, keepingSession: true)
    }
}
