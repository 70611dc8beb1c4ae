import Vapor

extension Request {
    /// The client's IP address: the TCP peer, or the address a trusted proxy names in
    /// `X-Forwarded-For` (``ServerConfiguration/trustedProxies``); "unknown" without a peer.
    public var clientAddress: String {
        clientAddress(trusting: trustedProxies)
    }

    /// The client's IP address as ``clientAddress`` finds it, with `proxies` trusted.
    func clientAddress(trusting proxies: TrustedProxies) -> String {
        guard let peer = remoteAddress?.ipAddress else { return "unknown" }
        return proxies.clientAddress(peer: peer, forwardedFor: headers[.xForwardedFor])
    }

    /// Whether the client reached the server over HTTPS: TLS here, or a trusted proxy's
    /// `X-Forwarded-Proto: https`.
    public var cameOverHTTPS: Bool {
        if application.http.server.configuration.tlsConfiguration != nil { return true }
        guard let peer = remoteAddress?.ipAddress else { return false }
        return trustedProxies.isHTTPS(peer: peer, forwardedProto: headers.first(name: .xForwardedProto))
    }

    /// The path of the request target, as Vapor reads it for routing (percent-encoded, `%3B` as
    /// `;`). Read once and kept with the request: each reading costs a Foundation string search.
    var pathAsSent: String {
        if let path = storage[PathAsSentKey.self] { return path }
        let path = url.path
        storage[PathAsSentKey.self] = path
        return path
    }

    /// The proxies the configuration trusts, kept apart from it: read on every request.
    var trustedProxies: TrustedProxies {
        application.storage[TrustedProxiesKey.self] ?? .none
    }
}

struct TrustedProxiesKey: StorageKey {
    typealias Value = TrustedProxies
}

extension Application {
    /// The reverse proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed; none
    /// unless set (``configure(_:_:frontEnd:)`` sets the configuration's, a web front end alone its own).
    public var trustedProxies: TrustedProxies {
        get { storage[TrustedProxiesKey.self] ?? .none }
        set { storage[TrustedProxiesKey.self] = newValue }
    }
}

private struct PathAsSentKey: StorageKey {
    typealias Value = String
}
