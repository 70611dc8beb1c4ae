import Fluent
import FootballGatherAPI
import Vapor

/// Accounts and sessions: register, log in (HTTP Basic), log out, who am I, change the password,
/// delete the account.
struct UserController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.on(.register, use: register)
        routes.grouped(BasicPasswordAuthenticator()).on(.login, use: login)
        let session = routes.grouped(BearerTokenAuthenticator(), RequireUserMiddleware())
        session.on(.logout, use: logout)
        session.on(.currentUser, use: currentUser)
        session.on(.deleteAccount, use: deleteAccount)
        session.on(.changePassword, use: changePassword)
    }

    func register(request: Request) async throws -> Response {
        let body = try await request.decodeBody(UserCreateRequest.self)
        let username = try Username.validated(body.username)
        _ = try Validate.fields { () throws(FieldProblem) in try FieldRules.newPassword.validated(body.password) }
        let throttle = request.application.accountThrottle
        let reservation = try await throttle.reserveRegistration(address: request.clientAddress, on: request.db)
        let user: UserModel
        do {
            user = try await create(username: username, password: body.password, on: request)
        } catch {
            try? await throttle.cancel(reservation, on: request.db)
            throw error
        }
        return try jsonResponse(user.response(), status: .created, location: APIPath.currentUser)
    }

    private func create(username: String, password: String, on request: Request) async throws -> UserModel {
        guard try await UserModel.named(username, on: request.db) == nil else {
            throw Abort(.conflict, reason: "The username \"\(username)\" is already taken.")
        }
        let user = UserModel(username: username, passwordHash: try await request.hashPassword(password))
        do {
            try await user.create(on: request.db)
        } catch {
            // Another request took the name meanwhile; any other failure is not a 409.
            guard (error as? any DatabaseError)?.isConstraintFailure == true,
                try await UserModel.named(username, on: request.db) != nil
            else { throw error }
            throw Abort(.conflict, reason: "The username \"\(username)\" is already taken.")
        }
        return user
    }

    func login(request: Request) async throws -> Response {
        guard let user = request.auth.get(UserModel.self) else {
            // No `WWW-Authenticate: Basic` challenge: API clients (URLSession among them) would
            // answer it by retrying with stored credentials instead of reporting the failure.
            throw Abort(.unauthorized, reason: "The username or password is incorrect.")
        }
        let token = TokenDigest.makeToken()
        let expiresAt = Date().addingTimeInterval(request.application.serverConfiguration.tokenLifetime)
        let stored = UserTokenModel(
            tokenHash: TokenDigest.digest(of: token), userID: try user.requireID(), expiresAt: expiresAt)
        try await stored.create(on: request.db)
        try await UserTokenModel.keepNewest(
            request.application.accountThrottle.limits.sessionsPerUser, of: try user.requireID(), on: request.db)
        return try jsonResponse(LoginResponse(token: token, userID: try user.requireID(), expiresAt: expiresAt))
    }

    func logout(request: Request) async throws -> HTTPStatus {
        let tokenID = try request.auth.require(BearerSession.self).tokenID
        try await UserTokenModel.query(on: request.db).filter(\.$id == tokenID).delete()
        request.application.changeFeed.end(tokenID: tokenID)
        return .noContent
    }

    func currentUser(request: Request) async throws -> Response {
        try jsonResponse(try await request.sessionUser().response())
    }

    func deleteAccount(request: Request) async throws -> HTTPStatus {
        let user = try await request.sessionUser()
        try await user.delete(on: request.db)
        try await IdempotencyKeyStore(database: request.db, limits: request.application.idempotencyLimits)
            .forgetKeys(ofAccount: try user.requireID())
        request.application.changeFeed.end(userID: try user.requireID())
        return .noContent
    }
}
