import Foundation

/// Where the commands write: standard output and standard error, replaced by a recorder in tests.
public struct Console: Sendable {
    /// Writes one line to the output.
    public var write: @Sendable (String) -> Void
    /// Writes one line to the error stream.
    public var writeError: @Sendable (String) -> Void

    /// Creates a console from its two line writers.
    public init(write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.writeError = writeError
    }

    /// Standard output and standard error, each line written as it comes (not buffered), so that a log of both
    /// keeps the lines in the order the command wrote them.
    public static let standard = Console(
        write: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
        writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    )

    /// The console of the running command; tests bind their own with `Console.$current.withValue`.
    @TaskLocal public static var current = Console.standard
}
