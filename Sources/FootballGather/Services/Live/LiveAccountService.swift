import FootballGatherAPI
import Foundation

/// Accounts over the API, keeping the session in a ``CredentialStore``.
public struct LiveAccountService: AccountService {
    private let client: APIClient
    private let credentials: any CredentialStore
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - client: the API client; it reads the bearer token from the same `credentials`.
    ///   - credentials: where the session is saved at login and cleared at logout.
    ///   - now: the current time, to drop a session that expired while the app was closed.
    public init(client: APIClient, credentials: any CredentialStore, now: @escaping @Sendable () -> Date = Date.init) {
        self.client = client
        self.credentials = credentials
        self.now = now
    }

    public func register(username: String, password: String) async throws {
        let body = UserCreateRequest(username: username, password: password)
        let _: UserResponse = try await client.response(to: .call(.register, sending: body, authorization: .none))
    }

    public func login(username: String, password: String, keepingSession: Bool) async throws -> Session {
        let request = APIRequest.call(.login, authorization: .basic(username: username, password: password))
        let response: LoginResponse = try await client.response(to: request)
        let session = Session(
            token: response.token, userID: response.userID, username: username, expiresAt: response.expiresAt)
        try credentials.save(session, persistently: keepingSession)
        return session
    }

    /// Revokes the token on the server, then forgets it. Logging out works offline too: when
    /// the server cannot be reached (or refuses), the token is forgotten here all the same and
    /// stops working on the server when it expires.
    public func logout() async throws {
        do {
            try await client.send(.call(.logout))
        } catch {
            // Already invalid, or the server is out of reach: the user is logged out here either way.
        }
        try credentials.clear()
    }

    /// Changes the account's password (`PUT /api/users/me/password`); the server ends every other
    /// session of the account and keeps this one. A wrong current password throws
    /// ``ServiceError/rejected(reason:)`` with the server's sentence, as does a new password the
    /// server refuses.
    public func changePassword(current: String, new: String) async throws(ServiceError) {
        try await client.send(
            .call(.changePassword, sending: PasswordChangeRequest(currentPassword: current, newPassword: new)))
    }

    /// The stored session when the server still accepts it (`GET /api/users/me` answers 200).
    ///
    /// A session that expired, that the server refuses with 401, or that belongs to another user is cleared. When the server
    /// cannot be reached or answers anything else, the session is kept on disk but `nil` is
    /// returned: the user sees Login, and the error shows when they try to log in.
    public func restoreSession() async -> Session? {
        guard let session = credentials.load() else { return nil }
        guard session.expiresAt > now() else {
            try? credentials.clear()
            return nil
        }
        do {
            let user: UserResponse = try await client.response(to: .call(.currentUser))
            guard user.id == session.userID else {
                try? credentials.clear()
                return nil
            }
            return session
        } catch .sessionExpired {
            try? credentials.clear()
            return nil
        } catch {
            return nil
        }
    }
}
