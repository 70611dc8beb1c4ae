#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// A TCP socket listening on a free port of the IPv4 address `host`, for the test servers.
/// - Returns: its descriptor (the caller closes it) and port, or `nil` when it cannot listen.
func listeningSocket(on host: String, backlog: Int32) -> (descriptor: Int32, port: UInt16)? {
    let descriptor = socket(AF_INET, streamSocket, 0)
    guard descriptor >= 0 else { return nil }
    var reuse: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr(host)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
            bind(descriptor, socketAddress, length) == 0 && listen(descriptor, backlog) == 0
                && getsockname(descriptor, socketAddress, &length) == 0
        }
    }
    guard bound else {
        close(descriptor)
        return nil
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
}
