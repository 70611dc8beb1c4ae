import Fluent
import SQLKit
import Vapor

/// Logs in the session whose unexpired token is in `Authorization: Bearer …`: one indexed query
/// on the tokens, as every request of a signed-in client makes it.
struct BearerTokenAuthenticator: AsyncBearerAuthenticator {
    /// The session of a token digest (the first value) unexpired at a time (the second).
    static let session = StatementShape<Unkeyed>("bearer session") { sql, _, values in
        sql.select().columns(BearerSession.columns).from(UserTokenModel.schema)
            .where("token_hash", .equal, values[0])
            .where("expires_at", .greaterThan, values[1])
            .limit(1)
    }

    func authenticate(bearer: BearerAuthorization, for request: Request) async throws {
        let session = try await Self.session.rows(
            as: BearerSession.self, on: request.sql(), key: .shape,
            values: [TokenDigest.digest(of: bearer.token), Date()]
        ).first
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
