#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// State read by signal handlers and `atexit`, which cannot capture context. Written only
// from the main thread before raw mode starts; the handlers only read it and call
// async-signal-safe functions (write, tcsetattr, signal, raise, _exit).
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var savedFileDescriptor: Int32 = STDIN_FILENO
nonisolated(unsafe) private var savedOutputDescriptor: Int32 = STDOUT_FILENO
nonisolated(unsafe) private var hasSavedAttributes: sig_atomic_t = 0
nonisolated(unsafe) private var handlersInstalled = false
nonisolated(unsafe) private var previousActions: [sigaction] = Array(repeating: sigaction(), count: 65)
private let restoreBytes: [UInt8] = Array(ANSI.restore.utf8)

/// The saved terminal settings and the handlers that put them back on every exit path.
enum TerminalRestoreState {
    /// Keeps `attributes` of the terminal on `fileDescriptor`, to put back later, and where
    /// to write the sequences that leave the app's screen.
    static func save(_ attributes: termios, fileDescriptor: Int32, output: Int32) {
        savedAttributes = attributes
        savedFileDescriptor = fileDescriptor
        savedOutputDescriptor = output
        hasSavedAttributes = 1
    }

    /// Puts the terminal back; async-signal-safe, and a no-op the second time.
    static func restore() {
        restoreTerminalSignalSafe()
    }

    static func installHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        atexit { restoreTerminalSignalSafe() }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            install(
                { received in
                    restoreTerminalSignalSafe()
                    _exit(128 + received)
                }, for: signalNumber)
        }
        for signalNumber in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            install(
                { received in
                    restoreTerminalSignalSafe()
                    // Hand the signal to whoever handled it before (the runtime's crash reporter, or
                    // the default action), so the crash is still reported.
                    if received >= 0, received < Int32(previousActions.count) {
                        _ = sigaction(received, &previousActions[Int(received)], nil)
                    }
                    raise(received)
                }, for: signalNumber)
        }
    }

    private static func install(_ handler: @convention(c) (Int32) -> Void, for signalNumber: Int32) {
        var action = sigaction()
        #if os(Linux)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        guard signalNumber >= 0, signalNumber < Int32(previousActions.count) else { return }
        _ = sigaction(signalNumber, &action, &previousActions[Int(signalNumber)])
    }
}

private func restoreTerminalSignalSafe() {
    guard hasSavedAttributes != 0 else { return }
    hasSavedAttributes = 0
    restoreBytes.withUnsafeBufferPointer { buffer in
        _ = write(savedOutputDescriptor, buffer.baseAddress, buffer.count)
    }
    _ = tcsetattr(savedFileDescriptor, TCSAFLUSH, &savedAttributes)
}
