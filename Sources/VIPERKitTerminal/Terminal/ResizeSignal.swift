#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The write end of the pipe the SIGWINCH handler writes to; set once before the handler is installed.
nonisolated(unsafe) private var resizePipeWriteEnd: Int32 = -1

/// Turns SIGWINCH (the terminal changed size) into a readable byte on a pipe, so the main
/// queue can react to it like to a key press. The handler only calls `write`, which is
/// async-signal-safe, and a signal raised before anyone reads is never lost.
enum ResizeSignal {
    nonisolated(unsafe) private static var readEnd: Int32 = -1

    /// The pipe's read end (one byte per size change), created and hooked to SIGWINCH on first use.
    static func fileDescriptor() -> Int32? {
        if readEnd >= 0 { return readEnd }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        resizePipeWriteEnd = ends[1]
        readEnd = ends[0]
        var action = sigaction()
        #if os(Linux)
            action.__sigaction_handler.sa_handler = { _ in
                var byte: UInt8 = 1
                _ = write(resizePipeWriteEnd, &byte, 1)
            }
        #else
            action.__sigaction_u.__sa_handler = { _ in
                var byte: UInt8 = 1
                _ = write(resizePipeWriteEnd, &byte, 1)
            }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        _ = sigaction(SIGWINCH, &action, nil)
        return readEnd
    }

    /// Empties the pipe. - Returns: whether a size change was waiting.
    static func drain() -> Bool {
        guard readEnd >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        var received = false
        while buffer.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 { received = true }
        return received
    }
}
