import Foundation

@testable import FootballGatherServer

/// Runs the `footballgather-server` command line with `arguments` and `variables` (HOME set to a
/// folder that does not exist unless given), without a terminal to ask on unless told otherwise.
/// - Returns: the exit status and the lines written to standard error.
func runServerCommand(
    _ arguments: [String], _ variables: [String: String], standardInputIsTerminal: Bool = false
) async -> (Int32, [String]) {
    let lines = Lines()
    let status = await FootballGatherServerCommand.run(
        arguments: ["footballgather-server"] + arguments, environment: variables.merging(["HOME": "/h"]) { a, _ in a },
        bootstrapsLogging: false, logLevel: .critical, standardError: lines.append,
        standardInputIsTerminal: standardInputIsTerminal)
    return (status, lines.all)
}

/// Runs `body` with a folder of its own under the temporary folder (not created), removed afterwards.
func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async rethrows -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fg-command-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

/// Lines written by the code under test, from any thread.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var all: [String] { lock.withLock { lines } }

    func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }
}
