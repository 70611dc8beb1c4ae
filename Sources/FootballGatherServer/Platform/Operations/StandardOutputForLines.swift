// Only the C library here: its standard streams are global variables, which strict concurrency
// checking refuses to touch unless the module is imported as predating it.
#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Keeps standard output for log lines alone: what the process prints through the C library's
/// standard output (Swift's `print`, such as the empty line Vapor prints to clear a typed ^C when
/// a signal stops the server) goes to standard error instead. On Linux; elsewhere nothing changes.
func keepStandardOutputForLines() {
    #if canImport(Glibc)
        stdout = stderr
    #endif
}
