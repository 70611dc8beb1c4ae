import Foundation
import NIOConcurrencyHelpers
import NIOCore
import Vapor

/// Runs a piece of work every `interval` seconds while the application runs, and at boot when
/// asked; on shutdown it stops after the run in progress, before the databases close.
final class RepeatingWork: LifecycleHandler {
    let interval: TimeInterval
    let runsAtBoot: Bool
    private let work: @Sendable (Application) async -> Void
    private let task = NIOLockedValueBox<RepeatedTask?>(nil)

    init(
        every interval: TimeInterval, runsAtBoot: Bool = false, _ work: @escaping @Sendable (Application) async -> Void
    ) {
        self.interval = interval
        self.runsAtBoot = runsAtBoot
        self.work = work
    }

    func didBootAsync(_ application: Application) async throws {
        if runsAtBoot { await work(application) }
        let delay = TimeAmount.milliseconds(Int64(interval * 1000))
        let eventLoop = application.eventLoopGroup.next()
        let work = work
        let repeated = eventLoop.scheduleRepeatedAsyncTask(initialDelay: delay, delay: delay) { _ in
            eventLoop.makeFutureWithTask { await work(application) }
        }
        task.withLockedValue { $0 = repeated }
    }

    func shutdown(_ application: Application) {
        task.withLockedValue { $0.take() }?.cancel()
    }

    func shutdownAsync(_ application: Application) async {
        guard let repeated = task.withLockedValue({ $0.take() }) else { return }
        let stopped = application.eventLoopGroup.next().makePromise(of: Void.self)
        repeated.cancel(promise: stopped)
        try? await stopped.futureResult.get()
    }
}
