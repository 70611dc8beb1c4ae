import Foundation

/// Reads the `Link` header (RFC 8288) of a paginated answer.
enum LinkHeader {
    /// The target of the `rel="next"` link in `header`, e.g. `/api/players?limit=50&cursor=…`;
    /// `nil` on the last page.
    static func next(in header: String?) -> String? {
        guard let header else { return nil }
        for link in header.split(separator: ",") {
            let parts = link.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let target = parts.first, target.hasPrefix("<"), target.hasSuffix(">") else { continue }
            let isNext = parts.dropFirst().contains { parameter in
                let pair = parameter.split(separator: "=", maxSplits: 1).map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                }
                return pair.count == 2 && pair[0].lowercased() == "rel"
                    && pair[1].split(separator: " ").contains("next")
            }
            if isNext { return pathAndQuery(of: String(target.dropFirst().dropLast())) }
        }
        return nil
    }

    /// An absolute target (`http://host/api/…`) as the path and query the client sends to its own server.
    private static func pathAndQuery(of target: String) -> String {
        guard target.contains("://"), let components = URLComponents(string: target) else { return target }
        return components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }
}
