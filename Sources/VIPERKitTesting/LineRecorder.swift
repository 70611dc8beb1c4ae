import Foundation

/// Keeps the lines a program part writes (to its standard output, say), from any thread, for a
/// test to read.
public final class LineRecorder: @unchecked Sendable {
    // @unchecked: `stored` is read and written with `lock` held.
    private let lock = NSLock()
    private var stored: [String] = []

    /// A recorder with no line yet.
    public init() {}

    /// The lines written so far, oldest first.
    public var lines: [String] { lock.withLock { stored } }

    /// Writes a line; pass it where a `(String) -> Void` writer is expected.
    public var write: @Sendable (String) -> Void {
        { [self] line in lock.withLock { stored.append(line) } }
    }
}
