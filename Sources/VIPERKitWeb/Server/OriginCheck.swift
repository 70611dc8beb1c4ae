import Vapor

/// Tells whether a request comes from the site's own page: its `Origin` names the host it was sent to.
enum OriginCheck {
    /// Whether the `Origin` header is `http(s)://<Host header>`; a request without either is refused.
    static func isSameOrigin(_ headers: HTTPHeaders) -> Bool {
        guard let origin = headers.first(name: .origin), let host = headers.first(name: .host), !host.isEmpty,
            let url = URL(string: origin), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let originHost = url.host
        else { return false }
        let originAuthority = url.port.map { "\(originHost):\($0)" } ?? originHost
        return originAuthority.lowercased() == host.lowercased()
            || defaultPortAuthority(host: host, scheme: scheme) == originAuthority.lowercased()
    }

    /// `host` without the scheme's default port, for a `Host` header that spells it out.
    private static func defaultPortAuthority(host: String, scheme: String) -> String? {
        let suffix = scheme == "https" ? ":443" : ":80"
        let lowered = host.lowercased()
        return lowered.hasSuffix(suffix) ? String(lowered.dropLast(suffix.count)) : nil
    }
}
