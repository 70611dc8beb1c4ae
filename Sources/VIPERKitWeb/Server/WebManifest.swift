import Foundation
import Vapor

/// The web app manifest: what a phone needs to add the app to its home screen and open it in a
/// window of its own (`display: standalone`), with its name, colours and icons.
enum WebManifest {
    static let path = "/manifest.webmanifest"
    static let mediaType = HTTPMediaType(type: "application", subType: "manifest+json")

    private struct Manifest: Encodable {
        struct Icon: Encodable {
            var src: String
            var sizes: String
            var type: String
            var purpose: String
        }

        var name: String
        var shortName: String
        var startUrl = "/"
        var scope = "/"
        var display = "standalone"
        var themeColor: String
        var backgroundColor: String
        var icons: [Icon]
    }

    /// The manifest's JSON for the app called `name`.
    static func json(name: String, shortName: String, themeColor: String) throws -> Data {
        let icons = WebAssets.icons.map { icon in
            Manifest.Icon(
                src: "/assets/\(icon.file)", sizes: "\(icon.size)x\(icon.size)", type: "image/png",
                purpose: icon.purpose)
        }
        let manifest = Manifest(
            name: name, shortName: shortName, themeColor: themeColor, backgroundColor: themeColor, icons: icons)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return try encoder.encode(manifest)
    }
}
