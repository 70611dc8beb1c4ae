/// Why the terminal could not be set up.
public enum TerminalError: Error, Equatable, Sendable {
    case notATerminal
    case cannotChangeMode
}
