#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends standard error to a log file while the screen is drawn, so that stray log lines
/// never garble it, and puts it back afterwards.
struct StandardErrorRedirect {
    private let savedDescriptor: Int32

    /// Redirects standard error to the end of the file at `path`; `nil` when the file cannot be opened.
    init?(toFileAt path: String) {
        let file = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard file >= 0 else { return nil }
        defer { close(file) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            return nil
        }
        savedDescriptor = saved
    }

    /// Points standard error back to where it was.
    func restore() {
        _ = dup2(savedDescriptor, STDERR_FILENO)
        close(savedDescriptor)
    }
}
