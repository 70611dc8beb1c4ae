import FluentKit
import NIOConcurrencyHelpers
import SQLKit
import Vapor

/// Whether the server can take requests: it is not shutting down, its database answers within
/// ``databaseTimeout``, and every migration has run.
enum ServerReadiness {
    /// How long the database may take to answer `SELECT 1`.
    static let databaseTimeout: Duration = .seconds(1)

    /// Why `app` cannot take requests, as a sentence; `nil` when it can.
    static func problem(of app: Application) async -> String? {
        if app.isDraining { return "The server is shutting down." }
        let databaseTimeout = app.readiness.withLockedValue { $0.databaseTimeout }
        guard let sql = app.db as? any SQLDatabase else { return nil }
        let seconds = databaseTimeout.components.seconds
        switch await firstOf(within: databaseTimeout, { try await sql.raw("SELECT 1").run() }) {
        case .none:
            return "The database did not answer within \(seconds) second\(seconds == 1 ? "" : "s")."
        case .some(.failure):
            return "The database cannot be reached."
        case .some(.success):
            break
        }
        if app.readiness.withLockedValue({ $0.isMigrated }) { return nil }
        // Without a migration log nothing has been migrated yet.
        let pending = (try? await app.migrator.previewPrepareBatch().get().count) ?? SchemaMigrations.all.count
        guard pending == 0 else {
            return
                "\(pending) migration\(pending == 1 ? " has" : "s have") not run: run `footballgather-server migrate --yes`."
        }
        app.readiness.withLockedValue { $0.isMigrated = true }
        return nil
    }

    /// What `work` came to, or `nil` when it took longer than `limit` (it is left to finish on its
    /// own: a database call cannot be stopped half-way).
    static func firstOf(
        within limit: Duration, _ work: @escaping @Sendable () async throws -> Void
    ) async -> Result<Void, any Error>? {
        let answered = NIOLockedValueBox(false)
        return await withCheckedContinuation { (done: CheckedContinuation<Result<Void, any Error>?, Never>) in
            @Sendable func finish(_ result: Result<Void, any Error>?) {
                let first = answered.withLockedValue { answered in
                    defer { answered = true }
                    return !answered
                }
                if first { done.resume(returning: result) }
            }
            let timer = Task {
                try? await Task.sleep(for: limit)
                finish(nil)
            }
            Task {
                do {
                    try await work()
                    finish(.success(()))
                } catch {
                    finish(.failure(error))
                }
                timer.cancel()
            }
        }
    }
}

/// What the server knows of its own readiness.
struct ReadinessState {
    /// Shutting down: requests in flight finish, new ones go elsewhere.
    var isDraining = false
    /// Every migration was found run (it stays so).
    var isMigrated = false
    /// How long the database may take to answer the probe.
    var databaseTimeout = ServerReadiness.databaseTimeout
}

private struct ReadinessKey: StorageKey {
    typealias Value = NIOLockedValueBox<ReadinessState>
}

extension Application {
    /// The server's readiness state, kept for the life of the application.
    var readiness: NIOLockedValueBox<ReadinessState> {
        guard let readiness = storage[ReadinessKey.self] else {
            preconditionFailure("configure(_:_:) sets the readiness state before any route runs")
        }
        return readiness
    }

    /// Starts the readiness state: not draining, migrations not yet checked.
    func startReadiness() {
        storage[ReadinessKey.self] = NIOLockedValueBox(ReadinessState())
    }

    /// Whether the server is shutting down (`/health/ready` answers 503 then).
    public var isDraining: Bool {
        get { readiness.withLockedValue { $0.isDraining } }
        set { readiness.withLockedValue { $0.isDraining = newValue } }
    }
}
