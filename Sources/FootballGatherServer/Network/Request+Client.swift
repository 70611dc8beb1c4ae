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

    /// The path of the request target, percent-decoded only when it holds a `%` (reading
    /// `url.path` costs a Foundation string search on every request).
    var pathAsSent: String {
        let target = url.string
        guard target.hasPrefix("/"), !target.contains("%") else { return url.path }
        return String(target.prefix { $0 != "?" && $0 != "#" })
    }

    /// The proxies the configuration trusts, kept apart from it: read on every request.
    var trustedProxies: TrustedProxies {
        application.storage[TrustedProxiesKey.self] ?? .none
    }
}

struct TrustedProxiesKey: StorageKey {
    typealias Value = TrustedProxies
}
