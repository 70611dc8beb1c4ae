#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal in raw mode (keys arrive one by one, unechoed) and guarantees it is
/// put back: on a normal return, at `exit`, on SIGINT/SIGTERM/SIGHUP/SIGQUIT, and on the
/// signals of a crash (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE), which are then
/// re-raised so the crash is still reported.
enum RawMode {
    /// Saves the terminal's settings, installs the restore handlers and switches to raw mode.
    /// - Parameters:
    ///   - fileDescriptor: the terminal's input (standard input).
    ///   - output: where the app draws, to which ``ANSI/restore`` is written on restore.
    /// - Throws: ``TerminalError`` when the settings cannot be read or changed.
    static func enable(fileDescriptor: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws {
        var original = termios()
        guard tcgetattr(fileDescriptor, &original) == 0 else { throw TerminalError.notATerminal }
        TerminalRestoreState.save(original, fileDescriptor: fileDescriptor, output: output)
        TerminalRestoreState.installHandlers()
        var raw = rawAttributes(from: original)
        // TCSADRAIN, not TCSAFLUSH: keys typed while the app was starting are kept.
        guard tcsetattr(fileDescriptor, TCSADRAIN, &raw) == 0 else {
            TerminalRestoreState.restore()
            throw TerminalError.cannotChangeMode
        }
    }

    /// Writes `ANSI.restore` and puts back the saved settings; does nothing when nothing is saved.
    static func restore() {
        TerminalRestoreState.restore()
    }

    /// `original` with echo, line buffering, signal keys, flow control and CR→NL translation
    /// turned off, reads returning after one byte.
    static func rawAttributes(from original: termios) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }
}
