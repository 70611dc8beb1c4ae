import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Musl)
    import Musl
    private let streamSocket = Int32(SOCK_STREAM)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// Which part of the network an IP address belongs to, as far as a server fetching on someone's
/// behalf should care: anything but ``public`` is a place a stranger's redirect must not lead it.
public enum AddressScope: Equatable, Sendable {
    /// An address on the internet.
    case `public`
    /// 127.0.0.0/8 and ::1: this machine.
    case loopback
    /// 10/8, 172.16/12, 192.168/16, 100.64/10 (shared address space), fc00::/7 and fec0::/10.
    case privateNetwork
    /// 169.254/16 and fe80::/10, where cloud metadata services answer.
    case linkLocal
    /// 0.0.0.0/8 and ::, which reach this machine too.
    case unspecified
    /// 224/4 and ff00::/8.
    case multicast
    /// 240/4, broadcast included.
    case reserved

    /// The scope as words for a sentence, e.g. "a loopback address"; `nil` for ``public``.
    public var phrase: String? {
        switch self {
        case .public: nil
        case .loopback: "a loopback address"
        case .privateNetwork: "a private-network address"
        case .linkLocal: "a link-local address"
        case .unspecified: "an unspecified address"
        case .multicast: "a multicast address"
        case .reserved: "a reserved address"
        }
    }
}

/// Classifies IP addresses and host names by ``AddressScope``, resolving names with `getaddrinfo`.
public enum NetworkAddress {
    /// Why a server should not fetch from `host`, as words for a sentence ("a loopback address",
    /// "a name for this machine", "a name for a private-network address (10.0.0.5)"), or `nil`
    /// when every address it stands for is public.
    ///
    /// `localhost` and names under `.localhost` are refused by name; other names are resolved and
    /// refused when any of their addresses is not public, or when they resolve to nothing.
    /// - Parameters:
    ///   - host: a URL's host: a name, an IPv4 address or an IPv6 address (with or without brackets).
    ///   - resolve: the numeric addresses a name stands for; ``resolve(_:)`` by default.
    public static func refusal(forHost host: String, resolve: (String) -> [String] = resolve) -> String? {
        let name = normalized(host)
        guard !name.isEmpty else { return "an address without a host" }
        if name == "localhost" || name.hasSuffix(".localhost") { return "a name for this machine" }
        if let scope = scope(of: name) { return scope.phrase }
        let addresses = resolve(name)
        guard !addresses.isEmpty else { return "a name whose address could not be found" }
        for address in addresses {
            guard let phrase = (scope(of: address) ?? .reserved).phrase else { continue }
            return "a name for \(phrase) (\(address))"
        }
        return nil
    }

    /// `host` as compared and resolved: lowercased, without IPv6 brackets or a final dot.
    public static func normalized(_ host: String) -> String {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        while name.hasSuffix(".") { name.removeLast() }
        return name
    }

    /// The scope of a numeric IPv4 ("127.0.0.1") or IPv6 ("::1") address; `nil` when `address` is
    /// not one (a name).
    public static func scope(of address: String) -> AddressScope? {
        var v4 = in_addr()
        if inet_pton(AF_INET, address, &v4) == 1 {
            return scope(ofIPv4: UInt32(bigEndian: v4.s_addr))
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, address, &v6) == 1 {
            return scope(ofIPv6: withUnsafeBytes(of: &v6) { Array($0) })
        }
        return nil
    }

    /// The numeric addresses (IPv4 and IPv6) `host` resolves to with `getaddrinfo`; empty when it
    /// resolves to none. Blocks while the name is looked up.
    public static func resolve(_ host: String) -> [String] {
        var hints = addrinfo()
        hints.ai_socktype = streamSocket
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(first) }
        var addresses: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ai_next }) {
            guard let socketAddress = entry.pointee.ai_addr else { continue }
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            let written: UnsafePointer<CChar>? =
                switch entry.pointee.ai_family {
                case AF_INET:
                    socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
                        var address = v4.pointee.sin_addr
                        return inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
                    }
                case AF_INET6:
                    socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
                        var address = v6.pointee.sin6_addr
                        return inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
                    }
                default: nil
                }
            guard written != nil else { continue }
            let address = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !addresses.contains(address) { addresses.append(address) }
        }
        return addresses
    }

    private static func scope(ofIPv4 address: UInt32) -> AddressScope {
        func within(_ network: UInt32, _ prefix: UInt32) -> Bool {
            address >> (32 - prefix) == network >> (32 - prefix)
        }
        return switch true {
        case within(0x0000_0000, 8): .unspecified
        case within(0x7F00_0000, 8): .loopback
        case within(0x0A00_0000, 8), within(0xAC10_0000, 12), within(0xC0A8_0000, 16), within(0x6440_0000, 10):
            .privateNetwork
        case within(0xA9FE_0000, 16): .linkLocal
        case within(0xE000_0000, 4): .multicast
        case within(0xF000_0000, 4): .reserved
        default: .public
        }
    }

    private static func scope(ofIPv6 bytes: [UInt8]) -> AddressScope {
        let zeroPrefix = bytes[0..<10].allSatisfy { $0 == 0 }
        // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses reach the IPv4 one.
        if zeroPrefix, bytes[10] == 0xFF, bytes[11] == 0xFF { return scope(ofIPv4: ipv4(bytes, at: 12)) }
        if zeroPrefix, bytes[10] == 0, bytes[11] == 0 {
            let last = ipv4(bytes, at: 12)
            return switch last {
            case 0: .unspecified
            case 1: .loopback
            default: scope(ofIPv4: last)
            }
        }
        // NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:a.b.c.d::) carry an IPv4 address too.
        if bytes[0..<12] == [0x00, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0] {
            return scope(ofIPv4: ipv4(bytes, at: 12))
        }
        if bytes[0] == 0x20, bytes[1] == 0x02 { return scope(ofIPv4: ipv4(bytes, at: 2)) }
        return switch true {
        case bytes[0] & 0xFE == 0xFC: .privateNetwork
        case bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80: .linkLocal
        case bytes[0] == 0xFE && bytes[1] & 0xC0 == 0xC0: .privateNetwork
        case bytes[0] == 0xFF: .multicast
        default: .public
        }
    }

    /// The four bytes of `bytes` from `index` as an IPv4 address.
    private static func ipv4(_ bytes: [UInt8], at index: Int) -> UInt32 {
        bytes[index..<index + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
