/// What an app runs in the terminal once its services are ready: how the first screen is shown,
/// and what to do after the user quits.
@MainActor
public struct TerminalSession {
    /// Puts the first screen in the navigator (it may start a task that does so).
    let start: (TerminalNavigator) -> Void
    /// Runs after the terminal is restored, whether the app ran or not (stops servers, closes logs).
    let finish: () async -> Void

    /// - Parameters:
    ///   - start: shows the first screen.
    ///   - finish: cleans up after the user quits; nothing by default.
    public init(start: @escaping (TerminalNavigator) -> Void, finish: @escaping () async -> Void = {}) {
        self.start = start
        self.finish = finish
    }
}

/// A start that cannot go on, said in one sentence for the person who ran the program.
public struct TerminalLaunchFailure: Error, Equatable {
    /// The sentence, beginning with the program's name.
    public var message: String

    /// - Parameter message: the sentence shown on standard error.
    public init(_ message: String) {
        self.message = message
    }
}
