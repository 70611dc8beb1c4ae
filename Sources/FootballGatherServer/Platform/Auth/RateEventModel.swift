import Fluent
import Foundation

/// One event a limit counts (a failed or successful login, a new account), kept while any window
/// can still count it. Stored in the database so every instance sharing it enforces one limit.
/// `@unchecked Sendable` for the same reason as ``UserModel``.
final class RateEventModel: Model, @unchecked Sendable {
    static let schema = "rate_events"

    @ID(key: .id) var id: UUID?
    /// What happened, one of ``RateEventKind``'s raw values.
    @Field(key: "kind") var kind: String
    /// Whom it counts against: a username key, a client address key, or both.
    @Field(key: "key") var key: String
    @Field(key: "at") var at: Date

    init() {}

    init(kind: RateEventKind, key: String, at: Date) {
        self.id = RandomID.make()
        self.kind = kind.rawValue
        self.key = key
        self.at = at
    }
}

/// The events the account limits count.
enum RateEventKind: String, CaseIterable, Sendable {
    /// A failed login for one username from one client address.
    case failedLoginForUsernameFromAddress = "login-failed-pair"
    /// A failed login from one client address, whatever the username.
    case failedLoginFromAddress = "login-failed-address"
    /// A failed login for one username, from anywhere.
    case failedLoginForUsername = "login-failed-username"
    /// A successful login to one account.
    case login = "login"
    /// A new account from one client address.
    case registration = "registration"
}
