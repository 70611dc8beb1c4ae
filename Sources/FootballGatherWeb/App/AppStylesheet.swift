import Foundation

/// The app's own stylesheet, shipped with the web views as a resource.
public enum AppStylesheet {
    /// The stylesheet is missing from this build.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String { "The stylesheet app.css is missing from this build." }
    }

    /// The text of `app.css`.
    /// - Throws: ``Missing`` when the resource is not in the bundle, or the error reading it.
    public static func text() throws -> String {
        guard let url = Bundle.module.url(forResource: "app", withExtension: "css") else { throw Missing() }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
