import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Which HTTP redirects a ``GuardedHTTPClient`` follows, so that a server fetching an address an
/// operator gave cannot be sent by that address's answers to itself or to its private network.
///
/// A redirect is followed when it is one of the first ``maxRedirects``, its address is http or
/// https, and it stays on the original request's host (while every redirect before it did) or
/// leads to a host whose addresses are all public (``refusal``). A redirect to another host than
/// the original loses the ``credentialHeaders``.
public struct RedirectPolicy: Sendable {
    /// How many redirects one request may follow, unless told otherwise.
    public static let defaultMaxRedirects = 5
    /// The headers that carry credentials, dropped from a redirect to another host.
    public static let defaultCredentialHeaders = ["Authorization", "Proxy-Authorization", "Cookie", "X-Api-Key"]
    /// Public addresses only (``NetworkAddress/refusal(forHost:resolve:)``), at most 5 redirects.
    public static let publicAddressesOnly = RedirectPolicy()

    /// How many redirects one request may follow.
    public var maxRedirects: Int
    /// The headers dropped from a redirect to another host than the original request's.
    public var credentialHeaders: [String]
    /// Why a redirect to another host may not lead to `host` (words for a sentence, e.g.
    /// "a loopback address"), or `nil` when it may. Called off the caller's task; it may block to
    /// resolve a name.
    public var refusal: @Sendable (_ host: String) -> String?

    /// - Parameters:
    ///   - maxRedirects: how many redirects one request may follow.
    ///   - credentialHeaders: the headers dropped from a redirect to another host.
    ///   - refusal: why a redirect may not lead to a host; public addresses only by default.
    public init(
        maxRedirects: Int = Self.defaultMaxRedirects, credentialHeaders: [String] = Self.defaultCredentialHeaders,
        refusal: @escaping @Sendable (_ host: String) -> String? = { NetworkAddress.refusal(forHost: $0) }
    ) {
        self.maxRedirects = maxRedirects
        self.credentialHeaders = credentialHeaders
        self.refusal = refusal
    }

    /// The request to follow the redirect with, or why it is refused.
    /// - Parameters:
    ///   - redirect: the request URLSession would send next.
    ///   - original: the address first asked for.
    ///   - number: which redirect of the request this is, from 1.
    ///   - stayedOnOriginalHost: whether every redirect before this one stayed on `original`'s host.
    func follow(_ redirect: URLRequest, from original: URL, number: Int, stayedOnOriginalHost: Bool) -> Result<
        URLRequest, GuardedFetchError
    > {
        guard number <= maxRedirects else { return .failure(.tooManyRedirects(limit: maxRedirects)) }
        guard let target = redirect.url else {
            return .failure(.redirectRefused(target: "", reason: "an address without a host"))
        }
        let shown = target.shownWithoutCredentials
        guard let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failure(.redirectRefused(target: shown, reason: "an address that is not http or https"))
        }
        let host = NetworkAddress.normalized(target.host ?? "")
        let sameHost = !host.isEmpty && host == NetworkAddress.normalized(original.host ?? "")
        if sameHost, stayedOnOriginalHost { return .success(redirect) }
        if let reason = refusal(host) { return .failure(.redirectRefused(target: shown, reason: reason)) }
        guard !sameHost else { return .success(redirect) }
        var request = redirect
        for header in credentialHeaders { request.setValue(nil, forHTTPHeaderField: header) }
        return .success(request)
    }
}

/// Why a ``GuardedHTTPClient`` gave up on an answer.
public enum GuardedFetchError: Error, Equatable, Sendable {
    /// The answer is larger than `limit` bytes: its `Content-Length` said so, or more arrived.
    case tooLarge(limit: Int)
    /// A redirect to `target` (shown without credentials) was not followed, for `reason` (words for
    /// a sentence, e.g. "a loopback address", "an address that is not http or https").
    case redirectRefused(target: String, reason: String)
    /// The request was redirected more than `limit` times.
    case tooManyRedirects(limit: Int)

    /// `bytes` for a sentence: "2 MB", "512 KB", "100 bytes", "1 byte".
    public static func text(bytes: Int) -> String {
        if bytes >= 1_048_576, bytes % 1_048_576 == 0 { return "\(bytes / 1_048_576) MB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
