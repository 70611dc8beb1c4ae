import Foundation
import Vapor

extension Request {
    /// The first value of the query parameter `name` (`+` read as a space, `%XX` escapes decoded;
    /// text with a broken escape is given as sent), `""` for a name without `=`, `nil` when the
    /// URL does not name it. Read by hand: Vapor's query container decodes the whole query through
    /// `Decodable` at each call, and the list routes, the API's most frequent, read two parameters.
    func queryParameter(_ name: String) -> String? {
        guard let query = url.query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard Self.formDecoded(parts[0]) == name else { continue }
            return parts.count > 1 ? Self.formDecoded(parts[1]) : ""
        }
        return nil
    }

    private static func formDecoded(_ text: Substring) -> String {
        let spaced = text.contains("+") ? text.replacingOccurrences(of: "+", with: " ") : String(text)
        guard spaced.contains("%") else { return spaced }
        return spaced.removingPercentEncoding ?? spaced
    }
}
