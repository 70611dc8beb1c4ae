#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads up to `count` bytes from `descriptor` into `buffer` as `read(2)` does, but waits again
/// when a signal interrupted the wait: the system never restarts a read on a socket with
/// `SO_RCVTIMEO`, and tests elsewhere in the process send signals to it (`SIGWINCH`, `SIGUSR1`).
/// - Returns: the bytes read, 0 at the end, or -1 with `errno` set (`EAGAIN` when the time is up).
public func readRetryingInterrupts(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
    while true {
        let result = read(descriptor, buffer, count)
        if result >= 0 || errno != EINTR { return result }
    }
}
