import Foundation

/// Starts a Football Gather server inside this process, for the default "one command" launch.
///
/// The `footballgather` executable gives the live one, which runs the server from
/// FootballGatherServer; this target never links the server. Tests start a fake one.
public protocol EmbeddedServerStarting: Sendable {
    /// Starts the API on a free 127.0.0.1 port with its data in the SQLite file at `databasePath`.
    /// - Throws: when the database cannot be opened or migrated, or no port can be bound.
    func start(databasePath: String) async throws -> any RunningServer
}

/// A server started by ``EmbeddedServerStarting``.
public protocol RunningServer: Sendable {
    /// Where the API answers, e.g. `http://127.0.0.1:53124`.
    var baseURL: URL { get }
    /// Stops the server and closes its database.
    func stop() async
}
