import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An IPv4 or IPv6 network in CIDR notation (`10.0.0.0/8`, `2001:db8::/32`), or one address.
public struct IPAddressRange: Sendable, Equatable, CustomStringConvertible {
    /// The network's address bytes: 4 for IPv4, 16 for IPv6.
    let network: [UInt8]
    /// How many leading bits must match.
    let prefixLength: Int
    public let description: String

    /// Parses `10.0.0.0/8`, `192.0.2.7`, `::1` or `2001:db8::/32`.
    /// - Throws: a sentence naming the entry when it is not an address or a network.
    public init(parsing text: String) throws(IPAddressRange.Malformed) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let bytes = IPAddressRange.bytes(of: String(parts[0])) else {
            throw Malformed(entry: trimmed)
        }
        let bits = bytes.count * 8
        var prefix = bits
        if parts.count == 2 {
            guard let length = Int(parts[1]), (0...bits).contains(length) else { throw Malformed(entry: trimmed) }
            prefix = length
        }
        network = IPAddressRange.masked(bytes, prefixLength: prefix)
        prefixLength = prefix
        description = trimmed
    }

    /// Whether `address` (an IP address as text) lies in this network; IPv4 addresses mapped into
    /// IPv6 (`::ffff:192.0.2.7`) count as IPv4.
    public func contains(_ address: String) -> Bool {
        guard let bytes = IPAddressRange.bytes(of: address), bytes.count == network.count else { return false }
        return IPAddressRange.masked(bytes, prefixLength: prefixLength) == network
    }

    /// An entry that is neither an address nor a network.
    public struct Malformed: Error, Equatable {
        public var entry: String
    }

    /// The address's bytes, an IPv4-mapped IPv6 address as its 4 IPv4 bytes; `nil` when it is not an address.
    static func bytes(of address: String) -> [UInt8]? {
        var text = address
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xff, 0xff]
        return Array(bytes.prefix(12)) == mappedPrefix ? Array(bytes.suffix(4)) : bytes
    }

    private static func masked(_ bytes: [UInt8], prefixLength: Int) -> [UInt8] {
        bytes.enumerated().map { index, byte in
            let bitsHere = min(8, max(0, prefixLength - index * 8))
            return bitsHere == 8 ? byte : byte & ~(UInt8(0xff) >> bitsHere)
        }
    }
}

extension IPAddressRange {
    /// Parses a comma-separated list of addresses and CIDR networks, e.g. `10.0.0.0/8, ::1`.
    /// - Throws: ``ConfigurationError`` for `variable`, naming the entry that is not one.
    static func list(parsing list: String, variable: String) throws(ConfigurationError) -> [IPAddressRange] {
        var ranges: [IPAddressRange] = []
        for entry in list.split(separator: ",") where !entry.trimmingCharacters(in: .whitespaces).isEmpty {
            do {
                ranges.append(try IPAddressRange(parsing: String(entry)))
            } catch {
                throw ConfigurationError(
                    variable: variable,
                    reason: "must list IP addresses or networks like 10.0.0.0/8 or ::1, separated by commas; "
                        + "\"\(error.entry.prefix(60))\" is neither")
            }
        }
        return ranges
    }
}
