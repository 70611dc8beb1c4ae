import Crypto
import Foundation
import Vapor

/// Who may read `GET /metrics`: this machine's own clients (127.0.0.1 and ::1; another loopback
/// address such as 127.0.0.2 stands for another client and is let in only when listed), clients
/// in the networks of `METRICS_ALLOWED`, and requests bearing `METRICS_TOKEN`. The client is the one the trusted-proxy
/// rules name, so a proxy on this machine does not open the metrics to the world.
public struct MetricsAccess: Sendable, Equatable {
    /// Whether metrics are kept at all; with `METRICS=off` nothing is counted and `/metrics` is 404.
    public var isEnabled = true
    /// The networks let in besides 127.0.0.1 and ::1.
    public var allowed: [IPAddressRange]
    /// The bearer token that lets anyone in; `nil` for none.
    public var token: String?

    /// The fewest characters a token may have.
    public static let minimumTokenLength = 16

    public init(allowed: [IPAddressRange] = [], token: String? = nil) {
        self.allowed = allowed
        self.token = token
    }

    /// 127.0.0.1 and ::1 only.
    public static let loopbackOnly = MetricsAccess()

    /// This machine's own client addresses; other 127.x addresses are let in only when listed.
    private static let loopback = [
        (try? IPAddressRange(parsing: "127.0.0.1"))!, (try? IPAddressRange(parsing: "::1"))!,
    ]

    /// Whether `request` may read the metrics.
    func admits(_ request: Request) -> Bool {
        guard isEnabled else { return false }
        if let token, let presented = request.headers.bearerAuthorization?.token,
            Data(SHA256.hash(data: Data(presented.utf8))) == Data(SHA256.hash(data: Data(token.utf8)))
        {
            return true
        }
        let client = request.clientAddress
        return (Self.loopback + allowed).contains { $0.contains(client) }
    }

    /// The access `METRICS` (`on` or `off`), `METRICS_ALLOWED` (addresses and CIDR networks, comma-separated) and
    /// `METRICS_TOKEN` (at least ``minimumTokenLength`` characters) describe.
    /// - Throws: ``ConfigurationError`` naming the variable whose value is unusable.
    static func fromEnvironment(_ environment: [String: String]) throws(ConfigurationError) -> MetricsAccess {
        var access = MetricsAccess()
        if let value = environment["METRICS"] {
            switch value.lowercased() {
            case "on": access.isEnabled = true
            case "off": access.isEnabled = false
            default:
                throw ConfigurationError(variable: "METRICS", reason: "must be on or off, not \"\(value.prefix(40))\"")
            }
        }
        if let list = environment["METRICS_ALLOWED"] {
            access.allowed = try IPAddressRange.list(parsing: list, variable: "METRICS_ALLOWED")
        }
        if let token = environment["METRICS_TOKEN"], !token.isEmpty {
            guard token.count >= minimumTokenLength, !token.contains(where: { $0.isWhitespace || $0.isNewline }) else {
                throw ConfigurationError(
                    variable: "METRICS_TOKEN",
                    reason:
                        "must be at least \(minimumTokenLength) characters without spaces (openssl rand -hex 32 makes one)"
                )
            }
            access.token = token
        }
        return access
    }
}
