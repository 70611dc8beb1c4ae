import Fluent
import Vapor

/// Logs in the user whose unexpired token is in `Authorization: Bearer …`.
struct BearerTokenAuthenticator: AsyncBearerAuthenticator {
    func authenticate(bearer: BearerAuthorization, for request: Request) async throws {
        let digest = TokenDigest.digest(of: bearer.token)
        guard
            let token = try await UserTokenModel.query(on: request.db)
                .filter(\.$tokenHash == digest)
                .filter(\.$expiresAt > Date())
                .with(\.$user)
                .first()
        else { return }
        request.auth.login(token)
        request.auth.login(token.user)
    }
}

/// Answers 401 unless an authenticator logged a user in.
struct RequireUserMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard request.auth.has(UserModel.self) else {
            throw Abort(
                .unauthorized, headers: ["WWW-Authenticate": "Bearer"],
                reason:
                    "A valid session is required: log in to get a bearer token (it may have expired or been revoked).")
        }
        return try await next.respond(to: request)
    }
}
