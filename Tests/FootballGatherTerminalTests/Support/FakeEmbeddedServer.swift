import FootballGatherTerminal
import Foundation

/// Stands in for the in-process server: records where its database would be and whether it was stopped.
actor FakeEmbeddedServer: EmbeddedServerStarting {
    /// A started fake server.
    actor Running: RunningServer {
        nonisolated let baseURL = URL(string: "http://127.0.0.1:65000")!
        private(set) var isStopped = false

        func stop() {
            isStopped = true
        }
    }

    private let failure: (any Error)?
    private(set) var databasePaths: [String] = []
    private(set) var started: [Running] = []

    /// - Parameter failure: thrown by `start` instead of starting.
    init(failing failure: (any Error)? = nil) {
        self.failure = failure
    }

    func start(databasePath: String) async throws -> any RunningServer {
        databasePaths.append(databasePath)
        if let failure { throw failure }
        let server = Running()
        started.append(server)
        return server
    }
}
