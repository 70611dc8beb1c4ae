import Foundation

/// Reads the web addresses the app opens, fetches or shows.
enum WebAddress {
    /// `text` (trimmed) as a URL when it is an absolute address with one of `schemes` and a host.
    static func parse(_ text: String?, schemes: Set<String> = ["http", "https"]) -> URL? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines),
            let url = URL(string: text), schemes.contains(url.scheme?.lowercased() ?? ""),
            url.host?.isEmpty == false
        else { return nil }
        return url
    }
}
