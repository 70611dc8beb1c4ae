import Foundation
import NIOConcurrencyHelpers

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// Log lines for a file descriptor (standard output), written whole and in order, a batch at a
/// time: a line that can wait (an access line at `info`) is kept, and a thread writes what was
/// kept within ``delay`` of its first line, in one `write` for many requests' lines. A line that
/// cannot wait (a notice, a warning, an error) is written at once with every line kept before it.
/// Kept lines are written at exit too, and at once when more than ``mostKept`` bytes wait, so a
/// reader that stops reading slows the writers as an unbatched log would, rather than filling the
/// memory.
final class BatchedLineOutput: @unchecked Sendable {
    /// The process's standard output.
    static let standardOutput = BatchedLineOutput(descriptor: STDOUT_FILENO)

    /// How long a line that can wait waits at most before its batch is written.
    static let delay: Duration = .milliseconds(20)
    /// The bytes kept at most; a line that would keep more is written at once.
    static let mostKept = 256 * 1024

    private let descriptor: Int32
    /// Guards `kept`; its value says whether anything is kept (the writing thread waits for it).
    private let keptLock = ConditionLock(value: false)
    private var kept: [UInt8] = []
    /// Held while a batch is taken and written, so batches reach the descriptor in order.
    private let writeLock = NIOLock()
    /// The last batch's storage, reused (guarded by `writeLock`).
    private var spare: [UInt8] = []
    private let writerStarted = NIOLockedValueBox(false)
    /// Set by ``stop()`` (guarded by `keptLock`): the writing thread writes what is kept and ends.
    private var isStopping = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `line` (its newline included) at once when `canWait` is false, else within
    /// ``delay``; either way after every line given before it.
    func write(_ line: UnsafeRawBufferPointer, canWait: Bool) {
        guard canWait else {
            writeLock.withLock { writeKept(then: line) }
            return
        }
        startWriterOnce()
        keptLock.lock()
        kept.append(contentsOf: line)
        let isFull = kept.count > Self.mostKept
        keptLock.unlock(withValue: true)
        if isFull { flush() }
    }

    /// Ends the writing thread once it has written what is kept. Lines given after it are written
    /// only when one cannot wait, or at ``flush()``.
    func stop() {
        keptLock.lock()
        isStopping = true
        keptLock.unlock(withValue: true)
    }

    /// Writes every kept line now.
    func flush() {
        writeLock.withLock { writeKept(then: nil) }
    }

    /// Takes the kept lines and writes them, then `line`; called with `writeLock` held.
    private func writeKept(then line: UnsafeRawBufferPointer?) {
        keptLock.lock()
        swap(&kept, &spare)
        keptLock.unlock(withValue: false)
        if let line { spare.append(contentsOf: line) }
        spare.withUnsafeBytes(writeAll)
        spare.removeAll(keepingCapacity: spare.capacity <= Self.mostKept * 2)
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var written = 0
        while written < bytes.count {
            let result = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result > 0 {
                written += result
            } else if result < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    private func startWriterOnce() {
        let starts = writerStarted.withLockedValue { started in
            defer { started = true }
            return !started
        }
        guard starts else { return }
        if self === Self.standardOutput { atexit { BatchedLineOutput.standardOutput.flush() } }
        let thread = Thread { [self] in
            var stops = false
            while !stops {
                keptLock.lock(whenValue: true)
                stops = isStopping
                keptLock.unlock()
                if !stops { Thread.sleep(forTimeInterval: Self.delay.seconds) }
                flush()
            }
        }
        thread.name = "log-lines"
        thread.start()
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    fileprivate var seconds: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
