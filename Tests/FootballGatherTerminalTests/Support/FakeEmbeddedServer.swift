import FootballGatherTerminal
import Foundation

/// Stands in for the in-process server: records where its database would be and whether it was stopped.
actor FakeEmbeddedServer: EmbeddedServerStarting {
    /// A started fake server.
    actor Running: RunningServer {
        nonisolated let baseURL = URL(string: "http://127.0.0.1:65000")!
        private(set) var isStopped = false
        let steps: QuitSteps?

        init(steps: QuitSteps?) {
            self.steps = steps
        }

        func stop() {
            isStopped = true
            steps?.append("server stopped")
        }
    }

    /// What happened as the app quit, in order.
    final class QuitSteps: @unchecked Sendable {
        // @unchecked: `steps` is read and written with `lock` held.
        private let lock = NSLock()
        private var steps: [String] = []

        var all: [String] { lock.withLock { steps } }

        func append(_ step: String) {
            lock.withLock { steps.append(step) }
        }
    }

    private let failure: (any Error)?
    private let steps: QuitSteps?
    private(set) var databasePaths: [String] = []
    private(set) var started: [Running] = []

    /// - Parameters:
    ///   - failure: thrown by `start` instead of starting.
    ///   - steps: where stopping is written down.
    init(failing failure: (any Error)? = nil, steps: QuitSteps? = nil) {
        self.failure = failure
        self.steps = steps
    }

    func start(databasePath: String) async throws -> any RunningServer {
        databasePaths.append(databasePath)
        if let failure { throw failure }
        let server = Running(steps: steps)
        started.append(server)
        return server
    }
}
