import Vapor

/// Registers every route of the API.
func routes(_ app: Application) throws {
    try app.register(collection: RootController())
    try app.register(collection: HealthController())
    let api = app.grouped("api")
    try api.register(collection: UserController())
    let authenticated = api.grouped(BearerTokenAuthenticator(), RequireUserMiddleware())
    try authenticated.register(collection: PlayerController())
    try authenticated.register(collection: GatherController())
}
