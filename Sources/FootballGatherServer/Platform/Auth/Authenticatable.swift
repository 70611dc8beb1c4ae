import Vapor

extension UserModel: Authenticatable {}

/// The session a bearer token opened: the token's row and its user, read in one query (see
/// ``BearerTokenAuthenticator``) without loading either model.
struct BearerSession: Authenticatable, ListRow {
    static let columns = ["id", "user_id"]

    var tokenID: UUID
    var userID: UUID

    init(columns row: some ListColumns) throws {
        tokenID = try row.uuid("id")
        userID = try row.uuid("user_id")
    }
}

extension Request {
    /// The authenticated user's id; the routes behind ``RequireUserMiddleware`` always have one.
    func userID() throws -> UUID {
        if let session = auth.get(BearerSession.self) { return session.userID }
        return try auth.require(UserModel.self).requireID()
    }

    /// The bearer session's user, read from the database.
    func sessionUser() async throws -> UserModel {
        guard let user = try await UserModel.find(try auth.require(BearerSession.self).userID, on: db) else {
            throw RequireUserMiddleware.unauthorized
        }
        return user
    }
}
