import Vapor

/// Adds the headers that keep the page to its own script and styles, out of frames, and its
/// address out of other sites' logs.
struct SecurityHeadersMiddleware: Middleware {
    /// Scripts, styles, images, the manifest, the service worker and connections from this site only; no inline script
    /// or style, no plugins, no framing, no form posts.
    static let contentSecurityPolicy = policy(imageSources: ["'self'"])

    /// The page's Content-Security-Policy when its images may come from `imageSources` (`'self'`,
    /// `https:`), everything else as ``contentSecurityPolicy`` says.
    static func policy(imageSources: [String]) -> String {
        [
            "default-src 'none'", "script-src 'self'", "style-src 'self'",
            "img-src \(imageSources.joined(separator: " "))", "connect-src 'self'", "manifest-src 'self'",
            "worker-src 'self'",
            "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    /// The Content-Security-Policy this middleware sends.
    var policy = Self.contentSecurityPolicy

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request)
            .flatMapErrorThrowing { error in
                guard let abort = error as? any AbortError else { throw error }
                let response = Response(status: abort.status, headers: abort.headers, body: .init(string: abort.reason))
                response.headers.contentType = .plainText
                return response
            }
            .map(addHeaders)
    }

    private func addHeaders(_ response: Response) -> Response {
        response.headers.replaceOrAdd(name: "Content-Security-Policy", value: policy)
        response.headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
        response.headers.replaceOrAdd(name: "X-Frame-Options", value: "DENY")
        response.headers.replaceOrAdd(name: "Referrer-Policy", value: "no-referrer")
        return response
    }
}
