import Vapor

/// Registers every route of the API; `GET /` too unless a front end serves it.
func routes(_ app: Application, welcomeAtRoot: Bool = true) throws {
    try app.register(collection: RootController(servesWelcome: welcomeAtRoot))
    try app.register(collection: HealthController())
    try app.register(collection: MetricsController())
    // The API's paths come whole from `APIRoute`, `/api` included; this group adds middleware only.
    let api = app.grouped(AddressBudgetMiddleware())
    try api.register(collection: UserController())
    let authenticated = api.grouped(
        BearerTokenAuthenticator(), RequireUserMiddleware(), AccountBudgetMiddleware(), AccountTurnMiddleware())
    try authenticated.register(collection: PlayerController())
    try authenticated.register(collection: GatherController())
    try authenticated.register(collection: GatherProgressController())
    // A comment well within the idle timeout keeps a quiet stream open.
    let heartbeat = Duration.milliseconds(Int64(min(15, app.serverConfiguration.idleTimeout / 2) * 1000))
    try authenticated.register(collection: ChangeStreamController(heartbeat: heartbeat))
    try authenticated.register(collection: WatchLinkController())
    try authenticated.register(collection: GameController())
    try api.register(collection: InviteController(heartbeat: heartbeat))
    try api.register(collection: WatchController(heartbeat: heartbeat))
}
