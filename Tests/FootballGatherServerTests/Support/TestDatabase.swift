import Foundation
import Testing

/// A database the route tests run against: SQLite in memory always, PostgreSQL when
/// `FOOTBALLGATHER_TEST_POSTGRES_URL` names a local server (each test then gets a database of its own).
enum TestDatabase: CustomTestStringConvertible, Sendable {
    case sqlite
    case postgres(baseURL: String)

    static let postgresVariable = "FOOTBALLGATHER_TEST_POSTGRES_URL"

    /// The PostgreSQL URL from the environment, refused unless it points at this machine.
    static var postgresURL: String? {
        guard let url = ProcessInfo.processInfo.environment[postgresVariable], !url.isEmpty else { return nil }
        guard let host = URLComponents(string: url)?.host, ["127.0.0.1", "localhost", "::1"].contains(host) else {
            fatalError(
                "\(postgresVariable) must point at a local PostgreSQL server (127.0.0.1 or localhost): tests drop databases."
            )
        }
        return url
    }

    /// Every database configured here: SQLite, plus PostgreSQL when configured.
    static var all: [TestDatabase] {
        [.sqlite] + (postgresURL.map { [.postgres(baseURL: $0)] } ?? [])
    }

    var testDescription: String {
        switch self {
        case .sqlite: "SQLite"
        case .postgres: "PostgreSQL"
        }
    }
}
