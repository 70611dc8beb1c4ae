#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Linux pseudo-terminal pair: the app side behaves like a real terminal (raw mode, size),
/// and the test side types keys and reads what the app draws.
public final class PseudoTerminal {
    /// The test's side: write keys here, read the app's output here.
    public let controller: Int32
    /// The app's side, a real terminal device.
    public let device: Int32

    /// Opens a new pair; `nil` when the system has no pseudo-terminals to give.
    public init?() {
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { return nil }
        // unlockpt() and ptsname() by hand: TIOCSPTLCK unlocks, TIOCGPTN tells the device number.
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(controller, 0x4004_5431, &unlock) == 0, ioctl(controller, 0x8004_5430, &number) == 0 else {
            close(controller)
            return nil
        }
        let device = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard device >= 0 else {
            close(controller)
            return nil
        }
        self.controller = controller
        self.device = device
    }

    deinit {
        close(device)
        close(controller)
    }

    /// Types `bytes` as if from the keyboard.
    public func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Sets the terminal's size, as a terminal window does when resized.
    public func resize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// Reads what the app wrote so far, without waiting.
    public func readOutput() -> String {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let flags = fcntl(controller, F_GETFL)
        _ = fcntl(controller, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(controller, F_SETFL, flags) }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            output += buffer[0..<count]
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The local modes (echo, canonical input, signals) of the app's side.
    public var localModes: tcflag_t {
        get {
            var attributes = termios()
            tcgetattr(device, &attributes)
            return attributes.c_lflag
        }
        set {
            var attributes = termios()
            tcgetattr(device, &attributes)
            attributes.c_lflag = newValue
            tcsetattr(device, TCSANOW, &attributes)
        }
    }

    /// Echo on but keys passed on one by one, Ctrl-C included, so keys can be typed before the app starts.
    public func prepareForTypeAhead() {
        localModes = tcflag_t(ECHO)
    }
}
