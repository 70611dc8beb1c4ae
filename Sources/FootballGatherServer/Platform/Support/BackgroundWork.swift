import Fluent
import Foundation
import NIOPosix
import Vapor

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Threads for the work of long lists (a page of games or gathers read from an SQLite file, then
/// encoded), running at a lower priority than the event loops and the threads of the database's
/// other connections. When both cores are busy with such pages, a short request of another
/// account is given a core first instead of waiting for the scheduler's turn behind them.
final class BackgroundWork: Sendable {
    /// The pool's threads; a job lowers its thread's priority before it runs.
    let pool: NIOThreadPool

    /// Starts `threads` threads.
    init(threads: Int) {
        pool = NIOThreadPool(numberOfThreads: max(1, threads))
        pool.start()
    }

    /// Runs `work` on one of the pool's threads.
    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await pool.runIfActive {
            ThreadPriority.lowerCurrentThread()
            return try work()
        }
    }

    /// Stops the threads once their jobs are done.
    func shutdown() async throws {
        try await pool.shutdownGracefully()
    }
}

/// The scheduler's priority of the calling thread.
enum ThreadPriority {
    /// The nice value of background threads on Linux, the lowest: they run on a core no thread of
    /// the default priority wants (measured: at nice 10, two such busy threads still held another
    /// request's 99th percentile at 4 ms instead of 0.5).
    static let backgroundNice: Int32 = 19

    /// Lowers the calling thread's priority to a background one (once; later calls change nothing).
    static func lowerCurrentThread() {
        #if os(Linux)
            // On Linux a nice value belongs to a thread, and `0` names the calling one.
            errno = 0
            let current = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            guard errno != 0 || current < backgroundNice else { return }
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, backgroundNice)
        #elseif canImport(Darwin)
            _ = pthread_set_qos_class_self_np(QOS_CLASS_UTILITY, 0)
        #endif
    }

    /// The calling thread's nice value (Linux), or `nil` where threads have none.
    static func currentNice() -> Int32? {
        #if os(Linux)
            errno = 0
            let value = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            return errno == 0 ? value : nil
        #else
            return nil
        #endif
    }
}

/// A database configuration whose driver runs its blocking work on `pool` instead of the
/// application's thread pool (the SQLite driver runs each statement on its databases' pool).
struct ThreadPoolDatabaseConfiguration: DatabaseConfiguration {
    var base: any DatabaseConfiguration
    let pool: NIOThreadPool

    var middleware: [any AnyModelMiddleware] {
        get { base.middleware }
        set { base.middleware = newValue }
    }

    func makeDriver(for databases: Databases) -> any DatabaseDriver {
        base.makeDriver(for: Databases(threadPool: pool, on: databases.eventLoopGroup))
    }
}

extension DatabaseConfigurationFactory {
    /// `base`, its blocking work run on `pool`.
    static func onThreadPool(_ base: DatabaseConfigurationFactory, _ pool: NIOThreadPool) -> Self {
        Self(make: { ThreadPoolDatabaseConfiguration(base: base.make(), pool: pool) })
    }
}

struct BackgroundWorkKey: StorageKey {
    typealias Value = BackgroundWork
}

extension Application {
    /// The background threads `configure` started.
    var backgroundWork: BackgroundWork {
        guard let work = storage[BackgroundWorkKey.self] else {
            preconditionFailure("configure(_:_:) starts the background threads before any route runs")
        }
        return work
    }

    /// Starts the background threads (one per core), stopped with the application.
    func startBackgroundWork() -> BackgroundWork {
        let work = BackgroundWork(threads: System.coreCount)
        storage.set(BackgroundWorkKey.self, to: work) { work in try? work.pool.syncShutdownGracefully() }
        return work
    }
}
