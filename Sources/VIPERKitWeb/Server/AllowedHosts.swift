import NIOCore
import Vapor

/// The host names the site answers to (Django's ALLOWED_HOSTS): a page, session or WebSocket
/// request whose `Host` names another is refused, so a name an attacker points at this server
/// (DNS rebinding) gets nothing.
public struct AllowedHosts: Sendable, Equatable {
    enum Entry: Sendable, Equatable {
        /// Any host (`*`).
        case any
        /// This name or address exactly (lower-cased, IPv6 without brackets).
        case exact(String)
        /// This name and every name under it (`.example.org`).
        case domain(String)
    }

    /// The entries given; `nil` for the default.
    let entries: [Entry]?

    /// The loopback names (`localhost`, `127.0.0.1`, `::1`) and the address the server listens on;
    /// when it listens on every address (0.0.0.0 or ::), this machine's own addresses too, so a
    /// phone on the same network can open the page by this computer's address.
    public static let listeningAddresses = AllowedHosts(entries: nil)

    init(entries: [Entry]?) {
        self.entries = entries
    }

    /// An entry of the list that is not a host name, an address, `.domain` or `*`.
    public struct Malformed: Error, Equatable, CustomStringConvertible {
        public var entry: String

        public init(entry: String) {
            self.entry = entry
        }

        /// What the list must hold, naming the entry that does not fit.
        public var reason: String {
            "must list host names (example.org), domains with their subdomains (.example.org), "
                + "IP addresses (192.0.2.7, [2001:db8::1]) or *, separated by commas; "
                + "\"\(entry.prefix(60))\" is none of those"
        }
        public var description: String { "ALLOWED_HOSTS \(reason)" }
    }

    /// The hosts `ALLOWED_HOSTS` in `environment` lists, or ``listeningAddresses`` when it is unset or blank.
    /// - Throws: ``Malformed`` naming the first entry that is not a host.
    public init(environment: [String: String]) throws(Malformed) {
        guard let list = environment["ALLOWED_HOSTS"], !list.trimmingCharacters(in: .whitespaces).isEmpty else {
            self = .listeningAddresses
            return
        }
        try self.init(parsing: list)
    }

    /// Parses a comma-separated list such as `football.example.org, .example.net, 192.0.2.7, [2001:db8::1]`.
    /// - Throws: ``Malformed`` naming the first entry that is none of those.
    public init(parsing list: String) throws(Malformed) {
        var entries: [Entry] = []
        for raw in list.split(separator: ",") {
            let entry = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if entry.isEmpty { continue }
            if entry == "*" {
                entries.append(.any)
            } else if entry.hasPrefix("."), let name = Self.hostName(String(entry.dropFirst())) {
                entries.append(.domain(name))
            } else if let name = Self.hostName(entry) {
                entries.append(.exact(name))
            } else {
                throw Malformed(entry: entry)
            }
        }
        self.entries = entries
    }

    /// Whether a request whose `Host` header is `hostHeader` may be answered by `application`.
    public func allows(hostHeader: String?, on application: Application) -> Bool {
        guard let host = hostHeader.flatMap(Self.hostOfHeader) else { return false }
        guard let entries else { return Self.isListeningAddress(host, of: application) }
        return entries.contains { entry in
            switch entry {
            case .any: true
            case .exact(let name): name == host
            case .domain(let name): host == name || host.hasSuffix("." + name)
            }
        }
    }

    /// The host of a `Host` header (`example.org:8080`, `[::1]:8080`), lower-cased, IPv6 unbracketed.
    static func hostOfHeader(_ header: String) -> String? {
        let value = header.trimmingCharacters(in: .whitespaces).lowercased()
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return nil }
            let rest = value[value.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && Int(rest.dropFirst()) != nil) else { return nil }
            return hostName(String(value[...close]))
        }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.count == 1 || Int(parts[1]) != nil else { return nil }
        return hostName(String(parts[0]))
    }

    /// `text` as a host: a DNS name of letters, digits, `-` and `.`, or an IP address (IPv6 in
    /// brackets or not, returned in its canonical form without them); `nil` otherwise.
    static func hostName(_ text: String) -> String? {
        var text = text
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if text.contains(":") {
            return (try? SocketAddress(ipAddress: text, port: 0))?.ipAddress
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-.")
        guard !text.isEmpty, text.count <= 253, text.allSatisfy(allowed.contains), !text.hasPrefix("."),
            !text.hasSuffix("."), !text.contains("..")
        else { return nil }
        return text
    }

    private static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "::1"]

    private static func isListeningAddress(_ host: String, of application: Application) -> Bool {
        if loopbackNames.contains(host) { return true }
        let configured = application.http.server.configuration.hostname.lowercased()
        let bound = application.http.server.shared.localAddress?.ipAddress?.lowercased()
        if host == configured || host == bound { return true }
        let wildcards: Set<String> = ["0.0.0.0", "::", ""]
        guard wildcards.contains(bound ?? configured) || wildcards.contains(configured) else { return false }
        let own = (try? System.enumerateDevices()) ?? []
        return own.contains { $0.address?.ipAddress?.lowercased() == host }
    }
}

/// Refuses requests whose `Host` is not one of the ``AllowedHosts``, with a 400 naming the setting.
struct AllowedHostsMiddleware: Middleware {
    let allowedHosts: AllowedHosts

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let host = request.headers.first(name: .host)
        guard allowedHosts.allows(hostHeader: host, on: request.application) else {
            return request.eventLoop.makeFailedFuture(
                Abort(
                    .badRequest,
                    reason:
                        "This site does not answer to the name \(String(reflecting: String((host ?? "").prefix(80)))); "
                        + "its ALLOWED_HOSTS setting lists the names it serves."))
        }
        return next.respond(to: request)
    }
}
