import NIOConcurrencyHelpers
import Vapor

private struct DrainHooksKey: StorageKey {
    typealias Value = NIOLockedValueBox<[@Sendable () async -> Void]>
}

extension Application {
    /// Adds `hook`, run when the server drains (a front end tells its pages it is restarting).
    /// Without the API's configuration (a web front end alone) nothing drains, and nothing is added.
    public func onDrain(_ hook: @escaping @Sendable () async -> Void) {
        storage[DrainHooksKey.self]?.withLockedValue { $0.append(hook) }
    }

    /// Starts the list of drain hooks.
    func startDrainHooks() {
        storage[DrainHooksKey.self] = NIOLockedValueBox([])
    }

    /// Stops serving without losing what is under way (SIGTERM, or the embedded server stopping):
    /// `GET /health/ready` answers 503 from now on, the server stops accepting connections, the
    /// hooks tell open pages that it restarts (they reconnect by themselves, to this server once it
    /// is back or to another), the change streams end (their clients reconnect too), and requests
    /// in flight get up to the grace (`SHUTDOWN_GRACE_SECONDS`) to finish. Returns when they did or
    /// the grace is over; then the application shuts down.
    public func drain() async {
        guard !isDraining else { return }
        isDraining = true
        logger.notice(
            "Draining: no new connections; requests in flight get up to \(serverConfiguration.shutdownGrace) s.")
        let stopping = Task { await self.server.shutdown() }
        for hook in storage[DrainHooksKey.self]?.withLockedValue({ $0 }) ?? [] { await hook() }
        changeFeed.endAll()
        await stopping.value
    }
}
