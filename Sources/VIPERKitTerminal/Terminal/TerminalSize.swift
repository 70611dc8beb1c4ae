#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of a terminal in columns and rows.
public struct TerminalSize: Equatable, Sendable {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// A size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// 80×24, used when the terminal does not say.
    public static let standard = TerminalSize(width: 80, height: 24)

    /// The size of the terminal open on `fileDescriptor`, or `nil` when it does not report one.
    public static func current(fileDescriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return TerminalSize(width: Int(size.ws_col), height: Int(size.ws_row))
    }
}
