import Foundation

/// The key a client address is counted under: an IPv4 address as it is, an IPv6 address by its
/// /64 network (one subscriber's usual allocation), so a client cannot escape its limits by
/// changing the low bits of its address.
public enum ClientAddressKey {
    /// The key for `address` (anything that is not an address: its first 64 characters).
    public static func of(_ address: String) -> String {
        guard let bytes = IPAddressRange.bytes(of: address) else { return String(address.prefix(64)) }
        // An IPv4-mapped IPv6 address comes back as its four IPv4 bytes.
        guard bytes.count == 16 else { return bytes.map(String.init).joined(separator: ".") }
        let groups = stride(from: 0, to: 8, by: 2).map {
            String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16)
        }
        return groups.joined(separator: ":") + "::/64"
    }
}
