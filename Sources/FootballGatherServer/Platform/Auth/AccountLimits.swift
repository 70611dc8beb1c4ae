import Foundation

/// How many logins and new accounts the server accepts before answering 429. The events are kept
/// in the database, so every instance sharing one database enforces one limit.
///
/// Failed logins count per username and client address together: a wrong password typed at one
/// address never locks the account's owner out at another. A username guessed from many
/// addresses at once is slowed by ``failuresPerUsername``, which refuses only the addresses that
/// already failed for it.
public struct AccountLimits: Sendable, Equatable {
    /// Failed logins one username may have from one client address within ``failureWindow``.
    public var failuresPerUsernameAndAddress: Int
    /// Failed logins one client address may have within ``failureWindow``, whatever the usernames.
    public var failuresPerAddress: Int
    /// Failed logins one username may have from all addresses within ``failureWindow``; past it,
    /// an address that already failed for the username is refused, another address is not.
    public var failuresPerUsername: Int
    /// Seconds a failed login counts.
    public var failureWindow: TimeInterval
    /// Successful logins one account may have within ``loginWindow``; each costs a password check
    /// and leaves a session.
    public var loginsPerAccount: Int
    /// Seconds a successful login counts.
    public var loginWindow: TimeInterval
    /// Accounts one client address may create within ``registrationWindow``.
    public var registrationsPerAddress: Int
    /// Seconds a new account counts against the address that created it for
    /// ``registrationsPerAddress``.
    public var registrationWindow: TimeInterval
    /// Accounts one client address may create within ``registrationDay`` (24 hours), so that the
    /// hourly limit, kept up all day, does not add up to hundreds. `init` raises it to
    /// ``registrationsPerAddress`` when lower.
    public var registrationsPerAddressPerDay: Int
    /// Twenty-four hours: the window of ``registrationsPerAddressPerDay``.
    public static let registrationDay: TimeInterval = 24 * 3600
    /// Sessions one user may hold at once; a login past it ends the oldest.
    public var sessionsPerUser: Int

    /// Per 15 minutes: 5 failed logins per username and address, 20 per address, 100 per username;
    /// 30 logins per account an hour; 10 accounts per address an hour and 20 a day; 20 sessions per
    /// user. Every count is at least 1, and the accounts a day at least the accounts an hour.
    public init(
        failuresPerUsernameAndAddress: Int = 5, failuresPerAddress: Int = 20, failuresPerUsername: Int = 100,
        failureWindow: TimeInterval = 15 * 60, loginsPerAccount: Int = 30, loginWindow: TimeInterval = 3600,
        registrationsPerAddress: Int = 10, registrationWindow: TimeInterval = 3600,
        registrationsPerAddressPerDay: Int = 20, sessionsPerUser: Int = 20
    ) {
        self.failuresPerUsernameAndAddress = max(1, failuresPerUsernameAndAddress)
        self.failuresPerAddress = max(1, failuresPerAddress)
        self.failuresPerUsername = max(1, failuresPerUsername)
        self.failureWindow = failureWindow
        self.loginsPerAccount = max(1, loginsPerAccount)
        self.loginWindow = loginWindow
        self.registrationsPerAddress = max(1, registrationsPerAddress)
        self.registrationWindow = registrationWindow
        self.registrationsPerAddressPerDay = max(self.registrationsPerAddress, registrationsPerAddressPerDay)
        self.sessionsPerUser = max(1, sessionsPerUser)
    }

    /// The longest window that counts new accounts: registration events older than this count for
    /// nothing.
    var longestRegistrationWindow: TimeInterval { max(registrationWindow, Self.registrationDay) }

    /// The longest window that counts logins: login events (failed or not) older than this count
    /// for nothing.
    var longestLoginWindow: TimeInterval { max(failureWindow, loginWindow) }
}

/// The thread pool that hashes and verifies passwords, apart from the one the database drivers use.
public struct PasswordHashingLimits: Sendable, Equatable {
    /// Threads hashing at the same time (at least 1).
    public var threads: Int
    /// Hashes waiting for a thread beyond those running; one more answers 503.
    public var queuedJobs: Int

    /// Two threads and sixteen waiting jobs.
    public init(threads: Int = 2, queuedJobs: Int = 16) {
        self.threads = threads
        self.queuedJobs = queuedJobs
    }
}
