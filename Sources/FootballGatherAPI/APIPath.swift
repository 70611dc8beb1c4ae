import Foundation

/// The paths of the Football Gather REST API, shared by the client and the server.
public enum APIPath {
    public static let users = "/api/users"
    public static let login = "/api/users/login"
    public static let logout = "/api/users/logout"
    public static let currentUser = "/api/users/me"
    /// Changes the caller's password and ends their other sessions (``PasswordChangeRequest``).
    public static let password = "/api/users/me/password"
    public static let players = "/api/players"
    public static let gathers = "/api/gathers"
    /// The caller's changes as Server-Sent Events (``ChangeStreamWire``).
    public static let changes = "/api/changes"
    public static let health = "/health"
    /// Answers while the process does (a liveness probe).
    public static let healthLive = "/health/live"
    /// Answers 200 while the server can take requests (a readiness probe), 503 and why otherwise.
    public static let healthReady = "/health/ready"
    public static let openAPI = "/openapi.yaml"

    /// `/api/players/<id>`
    public static func player(_ id: UUID) -> String { "\(players)/\(id.uuidString)" }

    /// `/api/players/<id>/gathers`
    public static func gathers(ofPlayer id: UUID) -> String { "\(player(id))/gathers" }
    public static func record(ofPlayer id: UUID) -> String { "\(player(id))/record" }

    /// `/api/players/records`, which answers for the players `?ids=` names.
    public static let records = "\(players)/records"

    /// `/api/players/records?ids=<id>,<id>…`
    public static func records(ofPlayers ids: [UUID]) -> String {
        "\(records)?\(PlayerRecordsRules.idsParameter)=" + ids.map(\.uuidString).joined(separator: ",")
    }

    /// `/api/gathers/<id>`
    public static func gather(_ id: UUID) -> String { "\(gathers)/\(id.uuidString)" }

    /// `/api/gathers/<id>/progress`
    public static func progress(ofGather id: UUID) -> String { "\(gather(id))/progress" }

    /// `/api/gathers/<id>/operations`: one change to a match in progress (``GatherOperation``).
    public static func operations(ofGather id: UUID) -> String { "\(gather(id))/operations" }

    /// `/api/gathers/unfinished`: the gather in progress most recently.
    public static let unfinishedGather = "\(gathers)/unfinished"
}
