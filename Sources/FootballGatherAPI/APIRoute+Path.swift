import Foundation

/// A value that fills in a path parameter of an ``APIRoute``.
public protocol APIPathValue: Sendable {
    /// The value as one path segment, percent-encoded so that it stays one segment.
    var pathSegment: String { get }
}

extension UUID: APIPathValue {
    /// The UUID in upper case, as `uuidString` spells it.
    public var pathSegment: String { uppercaseText }
}

extension String: APIPathValue {
    /// The text with everything but letters, digits, `-`, `_` and `~` percent-encoded (UTF-8), so
    /// `/`, `?`, `#`, `%` and a lone `.` or `..` cannot change which route a path names.
    public var pathSegment: String {
        addingPercentEncoding(withAllowedCharacters: APIRoute.segmentCharacters) ?? ""
    }
}

extension APIRoute {
    /// The characters a parameter keeps as they are: RFC 3986's unreserved ones, less `.`.
    static let segmentCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_~")

    /// The characters a query's name or value keeps as they are: a query's, less `&`, `=`, `+`, `#`.
    static let queryCharacters = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#"))

    /// The path of a request to this route: its parameters filled in with `values` in order, then
    /// `query` after a `?` when it is not empty.
    ///
    ///     APIRoute.changeGamePerson.path(gameID, personID)     // "/api/games/<id>/people/<personID>"
    ///     APIRoute.listGames.path(query: ["limit": "200"])     // "/api/games?limit=200"
    ///
    /// - Precondition: as many values as the route has parameters.
    public func path(_ values: any APIPathValue..., query: KeyValuePairs<String, String> = [:]) -> String {
        path(filling: values, query: query)
    }

    /// ``path(_:query:)`` with the values in an array, for callers that pass theirs on.
    public func path(filling values: [any APIPathValue], query: KeyValuePairs<String, String> = [:]) -> String {
        precondition(
            values.count == parameterNames.count,
            "\(self) takes \(parameterNames.count) path parameters, not \(values.count)")
        var remaining = values.makeIterator()
        let segments = components.map { component in
            switch component {
            case .constant(let text): text
            case .parameter: remaining.next()?.pathSegment ?? ""
            }
        }
        let path = "/" + segments.joined(separator: "/")
        guard !query.isEmpty else { return path }
        let pairs = query.map { name, value in Self.queryText(name) + "=" + Self.queryText(value) }
        return path + "?" + pairs.joined(separator: "&")
    }

    private static func queryText(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: queryCharacters) ?? ""
    }
}
