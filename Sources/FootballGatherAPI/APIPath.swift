import Foundation

/// Concrete paths of the API's routes, for callers that want a path rather than a request:
/// each is ``APIRoute``'s path, which is the only spelling.
public enum APIPath {
    /// `/api/users`
    public static let users = APIRoute.register.path()
    /// `/api/users/login`
    public static let login = APIRoute.login.path()
    /// `/api/users/logout`
    public static let logout = APIRoute.logout.path()
    /// `/api/users/me`
    public static let currentUser = APIRoute.currentUser.path()
    /// Changes the caller's password and ends their other sessions (``PasswordChangeRequest``).
    public static let password = APIRoute.changePassword.path()
    /// `/api/players`
    public static let players = APIRoute.listPlayers.path()
    /// `/api/gathers`
    public static let gathers = APIRoute.listGathers.path()
    /// The caller's changes as Server-Sent Events (``ChangeStreamWire``).
    public static let changes = APIRoute.streamChanges.path()
    /// `/health`
    public static let health = APIRoute.health.path()
    /// Answers while the process does (a liveness probe).
    public static let healthLive = APIRoute.healthLive.path()
    /// Answers 200 while the server can take requests (a readiness probe), 503 and why otherwise.
    public static let healthReady = APIRoute.healthReady.path()
    /// `/openapi.yaml`
    public static let openAPI = APIRoute.openAPIDocument.path()

    /// `/api/players/<id>`
    public static func player(_ id: UUID) -> String { APIRoute.getPlayer.path(id) }

    /// `/api/players/<id>/gathers`
    public static func gathers(ofPlayer id: UUID) -> String { APIRoute.listPlayerGathers.path(id) }
    /// `/api/players/<id>/record`
    public static func record(ofPlayer id: UUID) -> String { APIRoute.getPlayerRecord.path(id) }

    /// `/api/players/records`, which answers for the players `?ids=` names.
    public static let records = APIRoute.getPlayerRecords.path()

    /// `/api/players/records?ids=<id>,<id>…`
    public static func records(ofPlayers ids: [UUID]) -> String {
        APIRoute.getPlayerRecords.path(query: [
            PlayerRecordsRules.idsParameter: ids.map(\.uuidString).joined(separator: ",")
        ])
    }

    /// `/api/gathers/<id>`
    public static func gather(_ id: UUID) -> String { APIRoute.getGather.path(id) }

    /// `/api/gathers/<id>/progress`
    public static func progress(ofGather id: UUID) -> String { APIRoute.getGatherProgress.path(id) }

    /// `/api/gathers/<id>/operations`: one change to a match in progress (``GatherOperation``).
    public static func operations(ofGather id: UUID) -> String { APIRoute.applyGatherOperation.path(id) }

    /// `/api/gathers/unfinished`: the gather in progress most recently.
    public static let unfinishedGather = APIRoute.getUnfinishedGather.path()
}
