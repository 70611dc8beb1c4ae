/// Collects what the run loop writes to the terminal.
@MainActor
final class OutputLog {
    var writes: [String] = []
}
