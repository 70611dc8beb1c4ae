import FootballGather
import Foundation

/// An in-memory ``AccountService`` that records every call and can be told to fail the next one.
///
/// It behaves like the server: registration refuses a taken username, login checks the
/// password and hands out a session (`token-1`, `token-2`, …) that logout revokes.
public actor FakeAccountService: AccountService {
    /// One call made to the service.
    public enum Call: Equatable, Sendable {
        case register(username: String, password: String)
        /// A login; `keepingSession` is whether the session was to be kept for the next launch.
        case login(username: String, password: String, keepingSession: Bool = true)
        case logout
        case restoreSession
    }

    /// The expiry date of every session this fake hands out.
    public static let expiry = Date(timeIntervalSince1970: 2_000_000_000)

    /// Every call, oldest first.
    public private(set) var calls: [Call] = []
    /// Registered accounts: username → password.
    public private(set) var accounts: [String: String]
    /// The current session; `restoreSession()` returns it.
    public private(set) var session: Session?
    private var nextError: ServiceError?
    private var loginCount = 0

    /// - Parameters:
    ///   - accounts: accounts already registered, username → password.
    ///   - session: a session stored from an earlier launch.
    public init(accounts: [String: String] = [:], session: Session? = nil) {
        self.accounts = accounts
        self.session = session
    }

    /// Makes the next call throw `error` instead of answering (`restoreSession()` then returns `nil`).
    public func failNextCall(with error: ServiceError) {
        nextError = error
    }

    public func register(username: String, password: String) async throws {
        calls.append(.register(username: username, password: password))
        try throwPendingError()
        guard accounts[username] == nil else { throw ServiceError.usernameTaken }
        accounts[username] = password
    }

    public func login(username: String, password: String, keepingSession: Bool) async throws -> Session {
        calls.append(.login(username: username, password: password, keepingSession: keepingSession))
        try throwPendingError()
        guard let stored = accounts[username], stored == password else { throw ServiceError.invalidCredentials }
        loginCount += 1
        let newSession = Session(
            token: "token-\(loginCount)", userID: Self.userID(of: username), username: username,
            expiresAt: Self.expiry)
        session = newSession
        return newSession
    }

    public func logout() async throws {
        calls.append(.logout)
        try throwPendingError()
        guard session != nil else { throw ServiceError.sessionExpired }
        session = nil
    }

    public func restoreSession() async -> Session? {
        calls.append(.restoreSession)
        guard nextError == nil else {
            nextError = nil
            return nil
        }
        return session
    }

    /// The user id this fake gives `username`, the same at every login.
    public static func userID(of username: String) -> UUID {
        UUID(fake: username.unicodeScalars.reduce(0) { ($0 * 31 + Int($1.value)) % 1_000_000_000_000 }, kind: 2)
    }

    private func throwPendingError() throws {
        if let error = nextError {
            nextError = nil
            throw error
        }
    }
}
