import Fluent
import FootballGatherAPI
import Vapor

extension UserController {
    /// `PUT /api/users/me/password`: checks the current password as a login would (counted by the
    /// ``AccountThrottle``, so it cannot be used to guess), stores the new one's hash and ends every
    /// other session of the account (their browser logins go with them); the caller's stays.
    func changePassword(request: Request) async throws -> HTTPStatus {
        let session = try request.auth.require(BearerSession.self)
        let body = try await request.decodeBody(PasswordChangeRequest.self)
        _ = try Validate.fields { () throws(FieldProblem) in
            try FieldRules.changedPassword.validated(body.newPassword)
        }
        let user = try await request.sessionUser()
        try await confirm(body.currentPassword, of: user, on: request)
        let hash = try await request.hashPassword(body.newPassword)
        let ended = try await request.db.transaction { database in
            user.passwordHash = hash
            try await user.save(on: database)
            let others = try await UserTokenModel.query(on: database)
                .filter(\.$user.$id == session.userID).filter(\.$id != session.tokenID).all(\.$id)
            if !others.isEmpty {
                try await UserTokenModel.query(on: database).filter(\.$id ~~ others).delete()
            }
            return others
        }
        for tokenID in ended { request.application.changeFeed.end(tokenID: tokenID) }
        return .noContent
    }

    /// Throws 403 unless `password` is `user`'s, and 429 while the throttle refuses logins to the
    /// account from this address; a wrong password counts as a failed login.
    private func confirm(_ password: String, of user: UserModel, on request: Request) async throws {
        let throttle = request.application.accountThrottle
        let attempt = try await throttle.reserveLogin(
            username: Username.key(user.username), address: request.clientAddress, on: request.db)
        let verified: Bool
        do {
            verified = try await request.verifyPassword(password, against: user.passwordHash)
        } catch {
            try? await throttle.loginUndecided(attempt, on: request.db)
            throw error
        }
        guard verified else {
            try await throttle.loginFailed(attempt, on: request.db)
            throw Abort(.forbidden, reason: "The current password is incorrect.")
        }
        try await throttle.passwordConfirmed(attempt, on: request.db)
    }
}
