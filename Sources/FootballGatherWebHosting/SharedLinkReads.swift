import FootballGather
import FootballGatherAPI
import Foundation
import VIPERKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends a browser's calls through `base`, sharing the reads of a link that every browser reads
/// alike: the reads of a live link's match (`GET /api/watch/<token>`) or of an invite link's game
/// (`GET /api/invites/<token>`) that tabs ask for at about the same moment are one read
/// (``SharedReads``), and each tab is answered by a read that started after it asked.
///
/// One ``SharedReads`` serves every browser of the web server, so 300 tabs watching one match make
/// a read or two per goal instead of 300. Only reads with no credentials and no cookie are
/// shared, and only when every header matches; every other call goes to `base` as it is.
struct SharedLinkReads: HTTPTransport {
    /// One read's key: what makes its answer, as sent.
    struct Key: Hashable, Sendable {
        let url: String
        let headers: [String: String]
    }

    /// One read's answer, handed to every caller that shared it.
    struct Answer: Sendable {
        let data: Data
        let response: HTTPURLResponse
    }

    /// The routes whose answer is the same for every caller: the links' reads without an account.
    static let sharedRoutes: [APIRoute] = [.watchMatch, .showInvite]

    let base: any HTTPTransport
    let reads: SharedReads<Key, Answer>

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let key = Self.sharedKey(of: request) else { return try await base.send(request) }
        let answer = try await reads.value(for: key) {
            let (data, response) = try await base.send(request)
            return Answer(data: data, response: response)
        }
        return (answer.data, answer.response)
    }

    /// The key under which `request` is shared, or nil when it is not a link's read without an
    /// account (another route or method, an `Authorization` header, a cookie, a body).
    static func sharedKey(of request: URLRequest) -> Key? {
        guard (request.httpMethod ?? "GET") == "GET", request.httpBody == nil, let url = request.url else {
            return nil
        }
        let headers = request.allHTTPHeaderFields ?? [:]
        let credentials = headers.keys.contains {
            ["authorization", "cookie"].contains($0.lowercased())
        }
        guard !credentials, sharedRoutes.contains(where: { matches($0, path: url.path) }) else { return nil }
        return Key(url: url.absoluteString, headers: headers)
    }

    /// Whether `path` is a path of `route`: its constants where the route has them, a segment
    /// for each parameter.
    private static func matches(_ route: APIRoute, path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard segments.count == route.components.count else { return false }
        return zip(route.components, segments).allSatisfy { component, segment in
            switch component {
            case .constant(let text): segment == text
            case .parameter: !segment.isEmpty
            }
        }
    }
}
