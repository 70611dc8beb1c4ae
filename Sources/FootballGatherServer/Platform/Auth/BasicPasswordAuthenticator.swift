import Fluent
import Vapor

/// Logs in the user named in `Authorization: Basic …` when the password matches its bcrypt hash.
/// Refuses with 429 while the ``AccountThrottle`` says so; an unknown username is verified against
/// a dummy hash, so it takes as long as a wrong password.
struct BasicPasswordAuthenticator: AsyncBasicAuthenticator {
    func authenticate(basic: BasicAuthorization, for request: Request) async throws {
        let throttle = request.application.accountThrottle
        let attempt = try await throttle.reserveLogin(
            username: Username.key(basic.username), address: request.clientAddress, on: request.db)
        let user: UserModel?
        let verified: Bool
        do {
            user = try await UserModel.named(basic.username, on: request.db)
            verified = try await request.verifyPassword(basic.password, against: user?.passwordHash)
        } catch {
            try? await throttle.loginUndecided(attempt, on: request.db)
            throw error
        }
        guard let user, verified else {
            try await throttle.loginFailed(attempt, on: request.db)
            return
        }
        try await throttle.loginSucceeded(attempt, on: request.db)
        request.auth.login(user)
    }
}
