import FluentPostgresDriver
import Foundation
import NIOConcurrencyHelpers
import PostgresNIO
import SQLKit
import Vapor

/// Carries each instance's changes to every other instance on the same PostgreSQL database, through
/// PostgreSQL's own `NOTIFY` and `LISTEN` on a channel (``channel(forSchema:)``): a change made through one instance reaches
/// the change streams (and web pages) connected to another. A notice names only the topics and the
/// user (``ChangeNotice``); every instance reads the data itself.
///
/// Each instance listens on a connection of its own, reconnecting after a loss with a growing wait
/// (up to ``longestWait``); once listening again it tells its streams that news may have been
/// missed, so nothing heard elsewhere meanwhile is silently skipped. Notices are sent in order by
/// one task through the database's pool; at most ``outboxLimit`` wait (past it the newest are
/// dropped, and logged).
final class PostgresChangeRelay: LifecycleHandler, Sendable {
    /// The `LISTEN` channel of the instances keeping their tables in `schema` (the default schema
    /// when `nil`): one per schema, so deployments sharing a database in schemas of their own do not
    /// hear each other.
    static func channel(forSchema schema: String?) -> String {
        schema.map { "footballgather_changes_\($0)" } ?? "footballgather_changes"
    }
    static let outboxLimit = 1_000
    static let firstWait: Duration = .milliseconds(250)
    static let longestWait: Duration = .seconds(30)

    private let tasks = NIOLockedValueBox<[Task<Void, Never>]>([])
    /// Whether the listening connection is open and listening, and who waits until it is.
    private let listeningNow = NIOLockedValueBox(Listening())

    struct Listening {
        var isOn = false
        var waiting: [CheckedContinuation<Void, Never>] = []

        /// Sets whether listening; returns the waiters to resume.
        mutating func set(_ on: Bool) -> [CheckedContinuation<Void, Never>] {
            isOn = on
            guard on else { return [] }
            defer { waiting = [] }
            return waiting
        }
    }

    /// Whether this instance hears the others now.
    var isListening: Bool { listeningNow.withLockedValue { $0.isOn } }

    /// Returns once this instance hears the others (at once when it does).
    func untilListening() async {
        await withCheckedContinuation { continuation in
            let now = listeningNow.withLockedValue { listening in
                if !listening.isOn { listening.waiting.append(continuation) }
                return listening.isOn
            }
            if now { continuation.resume() }
        }
    }

    /// Starts relaying `application`'s change feed through the database `configuration` names, on `channel`.
    init(
        application: Application, configuration: PostgresConnection.Configuration, database: DatabaseID,
        channel: String
    ) {
        let feed = application.changeFeed
        let logger = application.logger
        let (outbox, queue) = AsyncStream<ChangeNotice>.makeStream(bufferingPolicy: .bufferingOldest(Self.outboxLimit))
        feed.relay { notice in
            if case .dropped = queue.yield(notice) {
                logger.warning("A change was not told to the other instances: \(Self.outboxLimit) were waiting.")
            }
        }
        let sending = Task {
            for await notice in outbox {
                await Self.send(notice, on: channel, through: application, database: database, logger: logger)
            }
        }
        let listening = Task { [listeningNow] in
            await Self.listen(
                on: channel, configuration: configuration, eventLoop: application.eventLoopGroup.any(), feed: feed,
                logger: logger,
                listening: listeningNow)
        }
        tasks.withLockedValue { $0 = [sending, listening] }
        queue.onTermination = { _ in sending.cancel() }
    }

    func shutdownAsync(_ application: Application) async {
        let running = tasks.withLockedValue { tasks in
            defer { tasks = [] }
            return tasks
        }
        for task in running { task.cancel() }
        for task in running { await task.value }
        let waiting = listeningNow.withLockedValue { listening in
            defer { listening.waiting = [] }
            return listening.waiting
        }
        for waiter in waiting { waiter.resume() }
    }

    private static func send(
        _ notice: ChangeNotice, on channel: String, through application: Application, database: DatabaseID,
        logger: Logger
    ) async {
        guard let sql = application.db(database) as? any SQLDatabase else { return }
        do {
            try await sql.raw("SELECT pg_notify(\(bind: channel), \(bind: notice.payload))").run()
        } catch {
            logger.warning("A change could not be told to the other instances: \(String(reflecting: error))")
        }
    }

    /// Listens until cancelled, reconnecting after each loss.
    private static func listen(
        on channel: String, configuration: PostgresConnection.Configuration, eventLoop: any EventLoop, feed: ChangeFeed,
        logger: Logger,
        listening: NIOLockedValueBox<Listening>
    ) async {
        func set(_ on: Bool) {
            for waiter in listening.withLockedValue({ $0.set(on) }) { waiter.resume() }
        }
        var wait = firstWait
        var listenedBefore = false
        while !Task.isCancelled {
            var connection: PostgresConnection?
            do {
                let opened = try await PostgresConnection.connect(
                    on: eventLoop, configuration: configuration, id: 0, logger: logger
                ).get()
                connection = opened
                try await withTaskCancellationHandler {
                    try await opened.listen(on: channel) { notifications in
                        if listenedBefore { feed.missedNews() }
                        set(true)
                        listenedBefore = true
                        wait = firstWait
                        for try await notification in notifications {
                            if let notice = ChangeNotice(payload: notification.payload) { feed.hear(notice) }
                        }
                    }
                } onCancel: {
                    _ = opened.close() as EventLoopFuture<Void>
                }
            } catch {
                if !Task.isCancelled {
                    logger.warning(
                        "Not hearing the other instances' changes; listening again in \(wait): \(String(reflecting: error))"
                    )
                }
            }
            try? await connection?.close()
            set(false)
            guard (try? await Task.sleep(for: wait)) != nil else { break }
            wait = min(wait * 2, longestWait)
        }
        set(false)
    }
}

struct PostgresChangeRelayKey: StorageKey {
    typealias Value = PostgresChangeRelay
}

extension Application {
    /// The relay of this instance's changes to the others on its PostgreSQL database; `nil` on SQLite.
    var changeRelay: PostgresChangeRelay? {
        get { storage[PostgresChangeRelayKey.self] }
        set { storage[PostgresChangeRelayKey.self] = newValue }
    }
}
