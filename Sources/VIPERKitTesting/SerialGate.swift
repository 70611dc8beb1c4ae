/// Lets one task at a time through, in the order they arrive: for tests in different test
/// targets that share process-wide state, which `.serialized` cannot order across targets.
public actor SerialGate {
    /// The gate of the tests that put a terminal in raw mode: the saved terminal settings that
    /// every exit path restores are process-wide.
    public static let terminal = SerialGate()

    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// A gate nobody holds.
    public init() {}

    /// Waits until nobody else holds the gate, then runs `body` holding it.
    public func run(_ body: @Sendable () async throws -> Void) async rethrows {
        await acquire()
        defer { release() }
        try await body()
    }

    private func acquire() async {
        guard isBusy else {
            isBusy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the gate to the next task waiting, or opens it.
    private func release() {
        if waiting.isEmpty {
            isBusy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
