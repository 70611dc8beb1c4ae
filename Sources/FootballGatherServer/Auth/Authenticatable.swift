import Vapor

extension UserModel: Authenticatable {}
extension UserTokenModel: Authenticatable {}

extension Request {
    /// The authenticated user's id; the routes behind ``RequireUserMiddleware`` always have one.
    func userID() throws -> UUID {
        try auth.require(UserModel.self).requireID()
    }
}
