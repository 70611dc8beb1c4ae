import NIOConcurrencyHelpers
import Vapor

/// Lets the web app's in-process API calls through while the application runs, and holds its
/// shutdown until the calls under way have ended: after that a call is refused (as the server
/// being out of reach), never run against a database that is gone.
final class InProcessCallGate: Sendable {
    private struct State {
        var running = 0
        var isClosed = false
        var closeWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = NIOLockedValueBox(State())

    /// Runs `call` unless the gate is closed.
    /// - Throws: `URLError(.cannotConnectToHost)` once the gate is closed, or what `call` throws.
    func run<Result: Sendable>(_ call: () async throws -> Result) async throws -> Result {
        let admitted = state.withLockedValue { state in
            guard !state.isClosed else { return false }
            state.running += 1
            return true
        }
        guard admitted else { throw URLError(.cannotConnectToHost) }
        defer { finished() }
        return try await call()
    }

    /// Refuses new calls and returns once the calls under way have ended.
    func close() async {
        await withCheckedContinuation { waiter in
            let done = state.withLockedValue { state in
                state.isClosed = true
                guard state.running > 0 else { return true }
                state.closeWaiters.append(waiter)
                return false
            }
            if done { waiter.resume() }
        }
    }

    private func finished() {
        let waiters = state.withLockedValue { state in
            state.running -= 1
            guard state.running == 0 else { return [CheckedContinuation<Void, Never>]() }
            defer { state.closeWaiters = [] }
            return state.closeWaiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// Closes an ``InProcessCallGate`` when the application shuts down, before its databases go.
struct InProcessCallGateCloser: LifecycleHandler {
    let gate: InProcessCallGate

    func shutdownAsync(_ application: Application) async {
        await gate.close()
    }
}
