import Foundation

/// An app's own stylesheet (`app.css`), shipped as a resource of its web target and served at
/// `/assets/app.css` after the kit's.
public enum AppStylesheet {
    /// The stylesheet is missing from this build.
    public struct Missing: Error, CustomStringConvertible {
        public var description: String { "The stylesheet app.css is missing from this build." }
    }

    /// The text of `app.css` in `bundle` (the web target's `Bundle.module`).
    /// - Throws: ``Missing`` when the resource is not in the bundle, or the error reading it.
    public static func text(in bundle: Bundle) throws -> String {
        guard let url = bundle.url(forResource: "app", withExtension: "css") else { throw Missing() }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
