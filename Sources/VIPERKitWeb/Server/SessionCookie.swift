import Vapor

/// The cookie that names a browser: `HttpOnly`, `SameSite=Strict`, `Path=/`; over HTTPS named
/// `__Host-<name>` and `Secure`, so that no other site, subdomain or plain-HTTP page can set or
/// read it.
struct SessionCookie: Sendable {
    /// The name without prefix.
    let name: String

    /// The cookie's name for a request that came over HTTPS or not.
    func name(secure: Bool) -> String {
        secure ? "__Host-" + name : name
    }

    /// The browser id a request's cookie carries.
    func browserID(in request: Request, secure: Bool) -> String? {
        request.cookies[name(secure: secure)]?.string
    }

    /// Sets the cookie to `id` on `response`.
    func set(_ id: String, on response: Response, secure: Bool) {
        response.cookies[name(secure: secure)] = HTTPCookies.Value(
            string: id, expires: nil, maxAge: nil, domain: nil, path: "/", isSecure: secure, isHTTPOnly: true,
            sameSite: .strict)
    }
}
