import Foundation

/// A `postgres://user:password@host:port/database` URL, checked part by part so a mistake is
/// named before any connection is tried, and described without its password.
public struct PostgresURL: Sendable, Equatable, CustomStringConvertible {
    /// PostgreSQL's usual port, used when the URL names none.
    public static let defaultPort = 5432
    /// The `sslmode` values understood (with their libpq aliases).
    static let sslModes: Set<String> = [
        "disable", "false", "prefer", "allow", "true", "require", "verify-ca", "verify-full",
    ]
    private static let example = "postgres://user:password@host:5432/database"

    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String
    /// The `sslmode` (or `tlsmode`, `ssl`, `tls`) query item, when given.
    public var sslMode: String?
    /// The `schema` query item, when given: the schema the server keeps its tables in (its
    /// connections' `search_path`), so several deployments or test runs can share one database.
    public var schema: String?
    /// The URL as given, the one handed to the driver.
    public var url: String

    /// Parses `url`.
    /// - Throws: ``ConfigurationError`` for `variable`, saying which part is wrong; the message
    ///   never repeats the URL (it may hold a password).
    public init(parsing url: String, variable: String = "DATABASE_URL") throws {
        func refuse(_ reason: String) -> ConfigurationError {
            ConfigurationError(variable: variable, reason: reason)
        }
        let schemeEnd = url.range(of: "://")
        let scheme = schemeEnd.map { String(url[..<$0.lowerBound]).lowercased() }
        guard let scheme, ["postgres", "postgresql"].contains(scheme) else {
            let given = scheme.map { " (it starts with \"\($0)://\")" } ?? ""
            throw refuse("must be a postgres:// URL such as \(Self.example)\(given)")
        }
        guard let components = URLComponents(string: url) else {
            throw refuse("is not a well-formed URL; it should look like \(Self.example)")
        }
        guard let host = components.host, !host.isEmpty else {
            throw refuse("must name a host, as in \(Self.example)")
        }
        guard let user = components.user, !user.isEmpty else {
            throw refuse("must name a user before the host, as in \(Self.example)")
        }
        let port = components.port ?? Self.defaultPort
        guard (1...65535).contains(port) else {
            throw refuse("must have a port between 1 and 65535, not \(port)")
        }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !path.isEmpty, !path.contains("/") else {
            throw refuse("must name a database after the host, as in \(Self.example)")
        }
        let sslNames: Set<String> = ["sslmode", "tlsmode", "ssl", "tls"]
        let sslMode = components.queryItems?.last { sslNames.contains($0.name.lowercased()) }?.value
        if let sslMode, !Self.sslModes.contains(sslMode) {
            throw refuse("has sslmode \"\(sslMode)\"; use disable, prefer or require")
        }
        let schema = components.queryItems?.last { $0.name.lowercased() == "schema" }?.value
        if let schema, schema.wholeMatch(of: /[a-z_][a-z0-9_]{0,62}/) == nil {
            throw refuse(
                "has schema \"\(schema.prefix(70))\"; a schema is 1 to 63 lower-case letters, digits and underscores, "
                    + "not starting with a digit")
        }
        self.host = host
        self.port = port
        self.user = user
        self.password = components.password
        self.database = path
        self.sslMode = sslMode
        self.schema = schema
        self.url = url
    }

    /// The URL with the password replaced by `***`: `postgres://user:***@host:5432/database`.
    public var description: String {
        let credentials = password == nil ? user : "\(user):***"
        let host = self.host.contains(":") ? "[\(self.host)]" : self.host
        let items = [sslMode.map { "sslmode=\($0)" }, schema.map { "schema=\($0)" }].compactMap { $0 }
        let query = items.isEmpty ? "" : "?" + items.joined(separator: "&")
        return "postgres://\(credentials)@\(host):\(port)/\(database)\(query)"
    }
}
