import Fluent
import SQLKit
import Vapor

/// Logs in the session whose unexpired token is in `Authorization: Bearer …`: one indexed query
/// on the tokens, as every request of a signed-in client makes it.
struct BearerTokenAuthenticator: AsyncBearerAuthenticator {
    func authenticate(bearer: BearerAuthorization, for request: Request) async throws {
        let session = try await request.sql().select().columns(BearerSession.columns).from(UserTokenModel.schema)
            .where("token_hash", .equal, TokenDigest.digest(of: bearer.token))
            .where("expires_at", .greaterThan, Date())
            .limit(1)
            .rows(as: BearerSession.self).first
        guard let session else { return }
        request.auth.login(session)
    }
}

/// Answers 401 unless an authenticator logged a user in.
struct RequireUserMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard request.auth.has(BearerSession.self) else { throw Self.unauthorized }
        return try await next.respond(to: request)
    }

    static let unauthorized = Abort(
        .unauthorized, headers: ["WWW-Authenticate": "Bearer"],
        reason: "A valid session is required: log in to get a bearer token (it may have expired or been revoked).")
}
