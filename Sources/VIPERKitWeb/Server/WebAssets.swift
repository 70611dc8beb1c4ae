import Foundation
import Vapor

/// The files VIPERKitWeb ships: the page's script, the kit's stylesheet and an icon, read once.
enum WebAssets {
    private static let cache = Cache()

    /// The text of the resource `name` (e.g. "viperkit.js").
    static func text(named name: String) throws -> String {
        if let text = cache.text(for: name) { return text }
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let url = Bundle.module.url(forResource: parts[0], withExtension: parts[1]),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            throw Abort(.internalServerError, reason: "The file \(name) is missing from this build.")
        }
        cache.store(text, for: name)
        return text
    }

    private final class Cache: @unchecked Sendable {
        // @unchecked: `texts` is read and written with `lock` held.
        private let lock = NSLock()
        private var texts: [String: String] = [:]

        func text(for name: String) -> String? { lock.withLock { texts[name] } }
        func store(_ text: String, for name: String) { lock.withLock { texts[name] = text } }
    }
}
