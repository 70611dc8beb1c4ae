import Testing
import VIPERKitTesting

/// Tests that put a terminal in raw mode share the process-wide restore state, so they run one
/// at a time, and never beside those of another test target.
@Suite("Real terminals", .serialized, .timeLimit(.minutes(1)), RealTerminalAccess())
@MainActor
enum RealTerminalTests {}

/// Runs a suite holding ``SerialGate/terminal``, so that no other target's raw-mode tests run meanwhile.
struct RealTerminalAccess: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SerialGate.terminal.run(function)
    }
}
