import Foundation

/// How many failed logins and new accounts the server accepts before answering 429, counted in
/// memory by one server process.
public struct AccountLimits: Sendable, Equatable {
    /// Failed logins one username may have within ``failureWindow`` (at least 1).
    public var failuresPerUsername: Int
    /// Failed logins one client address may have within ``failureWindow`` (at least 1).
    public var failuresPerAddress: Int
    /// Seconds a failed login counts against its username and address.
    public var failureWindow: TimeInterval
    /// Accounts one client address may create within ``registrationWindow`` (at least 1).
    public var registrationsPerAddress: Int
    /// Seconds a new account counts against the address that created it.
    public var registrationWindow: TimeInterval
    /// The most usernames or addresses each counter remembers; the least recently seen are
    /// forgotten first when it is full.
    public var trackedKeys: Int

    /// 5 failures per username and 20 per address in 15 minutes; 10 accounts per address an hour;
    /// 10,000 usernames and addresses remembered per counter.
    public init(
        failuresPerUsername: Int = 5, failuresPerAddress: Int = 20, failureWindow: TimeInterval = 15 * 60,
        registrationsPerAddress: Int = 10, registrationWindow: TimeInterval = 3600, trackedKeys: Int = 10_000
    ) {
        self.failuresPerUsername = failuresPerUsername
        self.failuresPerAddress = failuresPerAddress
        self.failureWindow = failureWindow
        self.registrationsPerAddress = registrationsPerAddress
        self.registrationWindow = registrationWindow
        self.trackedKeys = trackedKeys
    }
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
