import Foundation
import NIOConcurrencyHelpers
import NIOPosix
import Vapor

/// Runs the application's password hasher (bcrypt, from `app.passwords`) on a small thread pool of
/// its own with a bounded queue, so hashing never holds up database queries (the SQLite driver
/// runs on `app.threadPool`). A job beyond the queue answers 503.
final class PasswordHashing: Sendable {
    private let pool: NIOThreadPool
    private let capacity: Int
    private let admitted = NIOLockedValueBox(0)
    /// Signalled when a job is admitted or done (``waitUntil(_:)``).
    private let jobsChanged = ChangeSignal()
    /// A hash of a random password nobody knows, with the configured cost: a login for an unknown
    /// username is verified against it, so it takes as long as a wrong password.
    let dummyHash: String

    /// Starts the pool and makes ``dummyHash`` with `hasher`.
    static func start(limits: PasswordHashingLimits, hasher: any PasswordHasher) async throws -> PasswordHashing {
        let pool = NIOThreadPool(numberOfThreads: max(1, limits.threads))
        pool.start()
        do {
            let dummyHash = try await pool.runIfActive { try hasher.hash(UUID().uuidString + UUID().uuidString) }
            return PasswordHashing(
                pool: pool, capacity: max(1, limits.threads) + max(0, limits.queuedJobs), dummyHash: dummyHash)
        } catch {
            try? await pool.shutdownGracefully()
            throw error
        }
    }

    private init(pool: NIOThreadPool, capacity: Int, dummyHash: String) {
        self.pool = pool
        self.capacity = capacity
        self.dummyHash = dummyHash
    }

    /// Jobs running or waiting for a thread.
    var admittedJobs: Int { admitted.withLockedValue { $0 } }

    /// Returns once `condition` holds (``admittedJobs``), checked now and again each time a job
    /// is admitted or done.
    func waitUntil(_ condition: @Sendable (PasswordHashing) -> Bool) async {
        await jobsChanged.waitUntil { condition(self) }
    }

    /// Runs `work` on the pool, or throws 503 when every thread is busy and the queue is full.
    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        let accepted = admitted.withLockedValue { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
        guard accepted else {
            throw Abort(
                .serviceUnavailable, headers: ["Retry-After": "1"], reason: "The server is busy; try again in a moment."
            )
        }
        jobsChanged.changed()
        defer {
            admitted.withLockedValue { $0 -= 1 }
            jobsChanged.changed()
        }
        return try await pool.runIfActive(work)
    }

    func shutdown() async throws {
        try await pool.shutdownGracefully()
    }

    func syncShutdown() throws {
        try pool.syncShutdownGracefully()
    }
}

/// Stops the hashing pool when the application shuts down.
struct PasswordHashingLifecycle: LifecycleHandler {
    let hashing: PasswordHashing

    func shutdown(_ application: Application) {
        try? hashing.syncShutdown()
    }

    func shutdownAsync(_ application: Application) async {
        try? await hashing.shutdown()
    }
}

struct PasswordHashingKey: StorageKey {
    typealias Value = PasswordHashing
}

extension Application {
    /// The pool `configure` started for password hashing.
    var passwordHashing: PasswordHashing {
        guard let hashing = storage[PasswordHashingKey.self] else {
            preconditionFailure("configure(_:_:) starts password hashing before any route runs")
        }
        return hashing
    }
}

extension Request {
    /// The bcrypt hash of `password`, made on the hashing pool.
    func hashPassword(_ password: String) async throws -> String {
        let hasher = application.password.sync
        return try await application.passwordHashing.run { try hasher.hash(password) }
    }

    /// Whether `password` matches `hash`; without a hash, verifies against the dummy hash (taking
    /// the same time) and answers `false`.
    func verifyPassword(_ password: String, against hash: String?) async throws -> Bool {
        let hasher = application.password.sync
        let hashing = application.passwordHashing
        let digest = hash ?? hashing.dummyHash
        let matches = try await hashing.run { try hasher.verify(password, created: digest) }
        return hash != nil && matches
    }
}
