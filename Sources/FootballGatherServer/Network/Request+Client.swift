import Vapor

extension Request {
    /// The client's IP address: the TCP peer, or the address a trusted proxy names in
    /// `X-Forwarded-For` (``ServerConfiguration/trustedProxies``); "unknown" without a peer.
    public var clientAddress: String {
        guard let peer = remoteAddress?.ipAddress else { return "unknown" }
        return trustedProxies.clientAddress(peer: peer, forwardedFor: headers[.xForwardedFor])
    }

    /// Whether the client reached the server over HTTPS: TLS here, or a trusted proxy's
    /// `X-Forwarded-Proto: https`.
    public var cameOverHTTPS: Bool {
        if application.http.server.configuration.tlsConfiguration != nil { return true }
        guard let peer = remoteAddress?.ipAddress else { return false }
        return trustedProxies.isHTTPS(peer: peer, forwardedProto: headers.first(name: .xForwardedProto))
    }

    private var trustedProxies: TrustedProxies {
        application.storage[ServerConfigurationKey.self]?.trustedProxies ?? .none
    }
}
