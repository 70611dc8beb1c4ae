import Fluent
import Vapor

/// Logs in the user named in `Authorization: Basic …` when the password matches its bcrypt hash.
/// Refuses with 429 while the username or the client address has too many recent failures; an
/// unknown username is verified against a dummy hash, so it takes as long as a wrong password.
struct BasicPasswordAuthenticator: AsyncBasicAuthenticator {
    func authenticate(basic: BasicAuthorization, for request: Request) async throws {
        let throttle = request.application.accountThrottle
        let key = Username.key(basic.username)
        let address = request.clientAddress
        try throttle.checkLogin(username: key, address: address)
        let user = try await UserModel.named(basic.username, on: request.db)
        let verified = try await request.verifyPassword(basic.password, against: user?.passwordHash)
        guard let user, verified else {
            throttle.recordLoginFailure(username: key, address: address)
            return
        }
        throttle.recordLoginSuccess(username: key)
        request.auth.login(user)
    }
}
