#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sends standard error (or another descriptor) to a log file while the screen is drawn, so
/// that stray log lines never garble it, and puts it back afterwards.
struct StandardErrorRedirect {
    private let descriptor: Int32
    private let savedDescriptor: Int32

    /// Redirects `descriptor` to the end of the file at `path`; `nil` when the file cannot be opened.
    init?(toFileAt path: String, descriptor: Int32 = STDERR_FILENO) {
        let file = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard file >= 0 else { return nil }
        defer { close(file) }
        let saved = dup(descriptor)
        guard saved >= 0, dup2(file, descriptor) >= 0 else {
            if saved >= 0 { close(saved) }
            return nil
        }
        self.descriptor = descriptor
        savedDescriptor = saved
    }

    /// Points the descriptor back to where it was.
    func restore() {
        _ = dup2(savedDescriptor, descriptor)
        close(savedDescriptor)
    }
}
