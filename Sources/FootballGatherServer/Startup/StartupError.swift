import AsyncKit
import Foundation
import NIOCore
import NIOPosix
import PostgresNIO
import SQLiteNIO

/// Why the server could not start, told in one sentence to the person starting it.
public enum StartupError: Error, CustomStringConvertible, Equatable {
    /// An environment variable holds an unusable value.
    case configuration(ConfigurationError)
    /// The database does not answer (`database` is its description, without a password).
    case databaseUnreachable(database: String, cause: String)
    /// Migrating the schema failed.
    case migrationFailed(database: String, cause: String)
    /// `AUTO_MIGRATE=false` and the schema lacks migrations this server needs.
    case notMigrated(database: String, pending: Int)
    /// Another program listens on the address.
    case addressInUse(address: String)
    /// The OpenAPI document is not in the server's resource bundle.
    case openAPIDocumentMissing
    /// A command that asks before it acts (`migrate`) has no terminal to ask on and was not told
    /// the answer with `--yes`.
    case confirmationImpossible(command: String)
    /// A command (`migrate`, `routes`, …) or the command line itself failed.
    case commandFailed(cause: String)

    public var description: String {
        switch self {
        case .configuration(let error):
            error.description
        case .databaseUnreachable(let database, let cause):
            "Cannot reach \(database): \(cause)."
        case .migrationFailed(let database, let cause):
            "Migrating \(database) failed: \(cause)."
        case .notMigrated(let database, let pending):
            "\(database.prefix(1).uppercased() + database.dropFirst()) lacks \(pending) "
                + "migration\(pending == 1 ? "" : "s") and AUTO_MIGRATE is false: run "
                + "`footballgather-server migrate --yes` first, or start with AUTO_MIGRATE=true."
        case .addressInUse(let address):
            "Cannot listen on \(address): another program already uses that address (choose another with --port)."
        case .openAPIDocumentMissing:
            "The OpenAPI document (openapi.yaml) is missing from the server's resources; reinstall the server."
        case .confirmationImpossible(let command):
            "`\(command)` asks before it changes the database, and standard input is not a terminal: pass "
                + "--yes to go ahead without asking."
        case .commandFailed(let cause):
            "\(cause)."
        }
    }

    /// A short, single-line account of `error`, without any password, and without a final period.
    static func cause(of error: any Error) -> String {
        let text: String
        switch error {
        case let error as StartupError:
            text = error.description
        case let error as ConfigurationError:
            text = error.description
        case let error as PSQLError:
            if let message = error.serverInfo?[.message] {
                text = message
            } else if let underlying = error.underlying {
                text = cause(of: underlying)
            } else {
                text = "PostgreSQL error \(error.code)"
            }
        case let error as NIOConnectionError:
            if let failure = error.connectionErrors.first {
                text = cause(of: failure.error)
            } else if error.dnsAError != nil || error.dnsAAAAError != nil {
                text = "the host name \(error.host) could not be resolved"
            } else {
                text = "no connection to \(error.host) could be made"
            }
        case let error as IOError:
            text = String(cString: strerror(error.errnoCode))
        case let error as SQLiteError:
            text = error.message
        case is ConnectionPoolTimeoutError:
            text = "no connection could be made in time"
        case let error as any LocalizedError:
            text = error.errorDescription ?? String(describing: error)
        default:
            text = String(describing: error)
        }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        return line.hasSuffix(".") ? String(line.dropLast()) : line
    }

    /// Whether `error` says an address is taken.
    static func isAddressInUse(_ error: any Error) -> Bool {
        (error as? IOError)?.errnoCode == EADDRINUSE
    }
}
