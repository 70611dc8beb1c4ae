import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The number of files and sockets the process may hold open at once.
enum DescriptorLimit {
    /// Raises the soft limit to the hard one (as far as the system allows), so that open
    /// connections, not a conservative default of 1,024, decide how many clients the server holds.
    /// - Returns: the soft limit in force afterwards, or `nil` when it cannot be read.
    @discardableResult
    static func raiseToHardLimit() -> UInt64? {
        var limits = rlimit()
        guard getrlimit(resourceNoFile, &limits) == 0 else { return nil }
        if limits.rlim_cur < limits.rlim_max {
            var raised = limits
            raised.rlim_cur = limits.rlim_max
            if setrlimit(resourceNoFile, &raised) == 0 { limits = raised }
        }
        return UInt64(limits.rlim_cur)
    }

    #if canImport(Glibc)
        private static let resourceNoFile = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        private static let resourceNoFile = RLIMIT_NOFILE
    #endif
}
