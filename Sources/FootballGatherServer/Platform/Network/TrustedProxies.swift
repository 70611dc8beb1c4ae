import Foundation

/// The reverse proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` headers the server
/// believes (Rails' trusted_proxies): none unless named.
///
/// The client is the TCP peer unless that peer is a trusted proxy; then it is the rightmost
/// `X-Forwarded-For` address that is not itself a trusted proxy, read from the right so that a
/// client cannot put a made-up address in front of the ones its proxies added.
public struct TrustedProxies: Sendable, Equatable {
    /// The trusted networks.
    public let ranges: [IPAddressRange]

    /// No proxy is trusted: forwarding headers are ignored.
    public static let none = TrustedProxies(ranges: [])

    public init(ranges: [IPAddressRange]) {
        self.ranges = ranges
    }

    /// Parses a comma-separated list of addresses and CIDR networks, e.g. `10.0.0.0/8, ::1`.
    /// - Throws: ``ConfigurationError`` for `TRUSTED_PROXIES` naming the entry that is not one.
    public init(parsing list: String) throws(ConfigurationError) {
        ranges = try IPAddressRange.list(parsing: list, variable: "TRUSTED_PROXIES")
    }

    /// Whether `address` is a trusted proxy.
    public func trusts(_ address: String) -> Bool {
        ranges.contains { $0.contains(address) }
    }

    /// The client's address for a connection from `peer` carrying the `X-Forwarded-For` headers
    /// `forwardedFor` (each may list several addresses), read only when `peer` is trusted.
    public func clientAddress(peer: String, forwardedFor: @autoclosure () -> [String]) -> String {
        guard trusts(peer) else { return peer }
        let hops = forwardedFor().flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var client = peer
        for hop in hops.reversed() {
            guard IPAddressRange.bytes(of: hop) != nil else { break }
            client = hop
            if !trusts(hop) { break }
        }
        return client
    }

    /// Whether a request from `peer` reached the first proxy over HTTPS: only a trusted proxy's
    /// `X-Forwarded-Proto` (its first value) is believed.
    public func isHTTPS(peer: String, forwardedProto: String?) -> Bool {
        guard trusts(peer), let proto = forwardedProto?.split(separator: ",").first else { return false }
        return proto.trimmingCharacters(in: .whitespaces).lowercased() == "https"
    }
}
