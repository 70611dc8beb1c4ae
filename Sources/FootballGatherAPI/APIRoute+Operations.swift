/// Every operation of the API, named as `openapi.yaml`'s `operationId` names it.
extension APIRoute {
    /// Every route, in the order `openapi.yaml` lists them.
    public static let all: [APIRoute] = service + accounts + players + gathers + live + games

    // MARK: The server

    /// `GET /`: the web app, or where the API and its description are.
    public static let welcome = APIRoute(.get, [], operationID: "welcome")
    /// `GET /openapi.yaml`: the API's description.
    public static let openAPIDocument = APIRoute(.get, ["openapi.yaml"], operationID: "openAPIDocument")
    /// `GET /health`: whether the server and its database are up.
    public static let health = APIRoute(.get, ["health"], operationID: "health")
    /// `GET /health/live`: answers while the process does (a liveness probe).
    public static let healthLive = APIRoute(.get, ["health", "live"], operationID: "healthLive")
    /// `GET /health/ready`: 200 while the server can take requests, 503 and why otherwise.
    public static let healthReady = APIRoute(.get, ["health", "ready"], operationID: "healthReady")
    /// `GET /metrics`: the server's metrics in Prometheus' text format.
    public static let metrics = APIRoute(.get, ["metrics"], operationID: "metrics")

    // MARK: Accounts

    /// `POST /api/users`: a new account.
    public static let register = APIRoute(.post, ["api", "users"], operationID: "register")
    /// `POST /api/users/login`: a session token for HTTP Basic credentials.
    public static let login = APIRoute(.post, ["api", "users", "login"], operationID: "login")
    /// `DELETE /api/users/logout`: ends the caller's session.
    public static let logout = APIRoute(.delete, ["api", "users", "logout"], operationID: "logout")
    /// `GET /api/users/me`: the caller's account.
    public static let currentUser = APIRoute(.get, ["api", "users", "me"], operationID: "currentUser")
    /// `DELETE /api/users/me`: deletes the caller's account and everything it holds.
    public static let deleteAccount = APIRoute(.delete, ["api", "users", "me"], operationID: "deleteAccount")
    /// `PUT /api/users/me/password`: a new password; the caller's other sessions end.
    public static let changePassword = APIRoute(
        .put, ["api", "users", "me", "password"], operationID: "changePassword")

    // MARK: Players

    /// `GET /api/players`: a page of the caller's players.
    public static let listPlayers = APIRoute(.get, ["api", "players"], operationID: "listPlayers")
    /// `POST /api/players`: a new player.
    public static let createPlayer = APIRoute(.post, ["api", "players"], operationID: "createPlayer")
    /// `GET /api/players/records?ids=…`: the records of the players named.
    public static let getPlayerRecords = APIRoute(
        .get, ["api", "players", "records"], operationID: "getPlayerRecords")
    /// `GET /api/players/{id}`
    public static let getPlayer = APIRoute(.get, ["api", "players", .id], operationID: "getPlayer")
    /// `PUT /api/players/{id}`
    public static let replacePlayer = APIRoute(.put, ["api", "players", .id], operationID: "replacePlayer")
    /// `DELETE /api/players/{id}`
    public static let deletePlayer = APIRoute(.delete, ["api", "players", .id], operationID: "deletePlayer")
    /// `GET /api/players/{id}/gathers`: a page of the gathers the player played in.
    public static let listPlayerGathers = APIRoute(
        .get, ["api", "players", .id, "gathers"], operationID: "listPlayerGathers")
    /// `GET /api/players/{id}/record`: the player's wins, draws and losses.
    public static let getPlayerRecord = APIRoute(
        .get, ["api", "players", .id, "record"], operationID: "getPlayerRecord")

    // MARK: Gathers

    /// `GET /api/gathers`: a page of the caller's gathers.
    public static let listGathers = APIRoute(.get, ["api", "gathers"], operationID: "listGathers")
    /// `POST /api/gathers`: a new gather with its teams.
    public static let createGather = APIRoute(.post, ["api", "gathers"], operationID: "createGather")
    /// `GET /api/gathers/{id}`
    public static let getGather = APIRoute(.get, ["api", "gathers", .id], operationID: "getGather")
    /// `PUT /api/gathers/{id}`: ends the gather with its score.
    public static let recordGatherResult = APIRoute(
        .put, ["api", "gathers", .id], operationID: "recordGatherResult")
    /// `DELETE /api/gathers/{id}`
    public static let deleteGather = APIRoute(.delete, ["api", "gathers", .id], operationID: "deleteGather")
    /// `GET /api/gathers/unfinished`: the gather in progress most recently.
    public static let getUnfinishedGather = APIRoute(
        .get, ["api", "gathers", "unfinished"], operationID: "getUnfinishedGather")
    /// `GET /api/gathers/{id}/progress`: the match as it stands.
    public static let getGatherProgress = APIRoute(
        .get, ["api", "gathers", .id, "progress"], operationID: "getGatherProgress")
    /// `PUT /api/gathers/{id}/progress`: the match as the client has it.
    public static let recordGatherProgress = APIRoute(
        .put, ["api", "gathers", .id, "progress"], operationID: "recordGatherProgress")
    /// `POST /api/gathers/{id}/operations`: one change to a match in progress.
    public static let applyGatherOperation = APIRoute(
        .post, ["api", "gathers", .id, "operations"], operationID: "applyGatherOperation")

    // MARK: Live data

    /// `GET /api/changes`: the caller's changes as Server-Sent Events.
    public static let streamChanges = APIRoute(.get, ["api", "changes"], operationID: "streamChanges")
    /// `POST /api/gathers/{id}/watch-link`: the gather's live link, made when none is going.
    public static let shareWatchLink = APIRoute(
        .post, ["api", "gathers", .id, "watch-link"], operationID: "shareWatchLink")
    /// `GET /api/gathers/{id}/watch-link`: the gather's live link going on.
    public static let showWatchLink = APIRoute(
        .get, ["api", "gathers", .id, "watch-link"], operationID: "showWatchLink")
    /// `DELETE /api/gathers/{id}/watch-link`: stops the gather's live link.
    public static let stopWatchLink = APIRoute(
        .delete, ["api", "gathers", .id, "watch-link"], operationID: "stopWatchLink")
    /// `GET /api/watch/{token}`: the match at a live link, without an account.
    public static let watchMatch = APIRoute(.get, ["api", "watch", .token], operationID: "watchMatch")
    /// `GET /api/watch/{token}/changes`: the match's changes at a live link, as Server-Sent Events.
    public static let watchChanges = APIRoute(
        .get, ["api", "watch", .token, "changes"], operationID: "watchChanges")

    // MARK: Games and invites

    /// `GET /api/games`: a page of the caller's games.
    public static let listGames = APIRoute(.get, ["api", "games"], operationID: "listGames")
    /// `POST /api/games`: a new game with its invite link.
    public static let createGame = APIRoute(.post, ["api", "games"], operationID: "createGame")
    /// `GET /api/games/{id}`
    public static let getGame = APIRoute(.get, ["api", "games", .id], operationID: "getGame")
    /// `PUT /api/games/{id}`
    public static let replaceGame = APIRoute(.put, ["api", "games", .id], operationID: "replaceGame")
    /// `DELETE /api/games/{id}`
    public static let deleteGame = APIRoute(.delete, ["api", "games", .id], operationID: "deleteGame")
    /// `POST /api/games/{id}/invite-link`: a new invite link; the old one answers 410.
    public static let renewInviteLink = APIRoute(
        .post, ["api", "games", .id, "invite-link"], operationID: "renewInviteLink")
    /// `POST /api/games/{id}/pick-teams`: everyone in, as roster players.
    public static let pickGameTeams = APIRoute(
        .post, ["api", "games", .id, "pick-teams"], operationID: "pickGameTeams")
    /// `PATCH /api/games/{id}/people/{personID}`: the organiser's change to one person.
    public static let changeGamePerson = APIRoute(
        .patch, ["api", "games", .id, "people", .personID], operationID: "changeGamePerson")
    /// `GET /api/invites/{token}`: the game at an invite link, without an account.
    public static let showInvite = APIRoute(.get, ["api", "invites", .token], operationID: "showInvite")
    /// `GET /api/invites/{token}/changes`: the game's changes at an invite link, as Server-Sent Events.
    public static let inviteChanges = APIRoute(
        .get, ["api", "invites", .token, "changes"], operationID: "inviteChanges")
    /// `POST /api/invites/{token}/answers`: an answer through an invite link.
    public static let answerInvite = APIRoute(
        .post, ["api", "invites", .token, "answers"], operationID: "answerInvite")

    private static let service = [welcome, openAPIDocument, health, healthLive, healthReady, metrics]
    private static let accounts = [register, login, logout, currentUser, deleteAccount, changePassword]
    private static let players = [
        listPlayers, createPlayer, getPlayerRecords, getPlayer, replacePlayer, deletePlayer, listPlayerGathers,
        getPlayerRecord,
    ]
    private static let gathers = [
        listGathers, createGather, getGather, recordGatherResult, deleteGather, getUnfinishedGather,
        getGatherProgress, recordGatherProgress, applyGatherOperation,
    ]
    private static let live = [streamChanges, shareWatchLink, showWatchLink, stopWatchLink, watchMatch, watchChanges]
    private static let games = [
        listGames, createGame, getGame, replaceGame, deleteGame, renewInviteLink, pickGameTeams, changeGamePerson,
        showInvite, inviteChanges, answerInvite,
    ]
}
