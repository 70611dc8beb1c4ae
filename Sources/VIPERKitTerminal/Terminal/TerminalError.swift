/// Why the terminal could not be set up.
public enum TerminalError: Error, Equatable, Sendable {
    /// The input is not a terminal, so its settings cannot be read.
    case notATerminal
    /// The terminal refused to switch to raw mode.
    case cannotChangeMode
}
