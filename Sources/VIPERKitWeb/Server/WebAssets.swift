import Foundation
import Vapor

/// A file the page loads, held in memory.
struct WebAsset: Sendable {
    var body: String
    var type: HTTPMediaType
}

/// The files served under `/assets/`: the kit's script, stylesheet and icon, and the app's stylesheet.
enum WebAssets {
    /// Every asset by name, read once from the kit's resources.
    /// - Throws: when a resource is missing from the build.
    static func load(appStylesheet: String) throws -> [String: WebAsset] {
        let css = HTTPMediaType(type: "text", subType: "css", parameters: ["charset": "utf-8"])
        return [
            "viperkit.js": WebAsset(
                body: try resource("viperkit", "js"),
                type: HTTPMediaType(type: "text", subType: "javascript", parameters: ["charset": "utf-8"])),
            "viperkit.css": WebAsset(body: try resource("viperkit", "css"), type: css),
            "app.css": WebAsset(body: appStylesheet, type: css),
            "icon.svg": WebAsset(
                body: try resource("icon", "svg"), type: HTTPMediaType(type: "image", subType: "svg+xml")),
        ]
    }

    private static func resource(_ name: String, _ fileExtension: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: fileExtension),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            throw Abort(.internalServerError, reason: "The file \(name).\(fileExtension) is missing from this build.")
        }
        return text
    }
}
