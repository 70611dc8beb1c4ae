import Foundation
import Vapor

/// A file the page loads, held in memory.
struct WebAsset: Sendable {
    var body: Data
    var type: HTTPMediaType
}

/// The files served under `/assets/`: the kit's script, stylesheet and icons, and the app's stylesheet.
enum WebAssets {
    /// The home-screen icons the manifest lists, by file name: their size and purpose.
    static let icons: [(file: String, size: Int, purpose: String)] = [
        ("icon-192.png", 192, "any"), ("icon-512.png", 512, "any"), ("icon-maskable-512.png", 512, "maskable"),
    ]

    /// The service worker's file, served at the site's root so that it may serve every address.
    static let serviceWorker = "service-worker.js"

    /// Every asset by name, read once from the kit's resources.
    /// - Throws: when a resource is missing from the build.
    static func load(appStylesheet: String) throws -> [String: WebAsset] {
        let css = HTTPMediaType(type: "text", subType: "css", parameters: ["charset": "utf-8"])
        var assets = [
            "viperkit.js": WebAsset(
                body: try resource("viperkit.js"),
                type: HTTPMediaType(type: "text", subType: "javascript", parameters: ["charset": "utf-8"])),
            "viperkit.css": WebAsset(body: try resource("viperkit.css"), type: css),
            "app.css": WebAsset(body: Data(appStylesheet.utf8), type: css),
            "icon.svg": WebAsset(
                body: try resource("icon.svg"), type: HTTPMediaType(type: "image", subType: "svg+xml")),
        ]
        assets[serviceWorker] = WebAsset(
            body: try resource(serviceWorker),
            type: HTTPMediaType(type: "text", subType: "javascript", parameters: ["charset": "utf-8"]))
        for icon in icons {
            assets[icon.file] = WebAsset(body: try resource(icon.file), type: .png)
        }
        return assets
    }

    private static func resource(_ file: String) throws -> Data {
        let name = (file as NSString).deletingPathExtension
        let url = Bundle.module.url(forResource: name, withExtension: (file as NSString).pathExtension)
        guard let url, let data = try? Data(contentsOf: url) else {
            throw Abort(.internalServerError, reason: "The file \(file) is missing from this build.")
        }
        return data
    }
}
