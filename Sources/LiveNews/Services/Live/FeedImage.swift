import Foundation

/// Finds an item's picture among the elements feeds use for it: an RSS `<enclosure>` of an image
/// type, Media RSS `<media:thumbnail>` and `<media:content>` of an image medium or type, and an Atom
/// `<link rel="enclosure">` of an image type.
enum FeedImage {
    /// The image address `element` with `attributes` gives, if it is one of the image elements.
    static func url(element: String, attributes: [String: String]) -> String? {
        switch element {
        case "enclosure" where isImageType(attributes["type"]), "media:thumbnail":
            nonEmpty(attributes["url"])
        case "media:content" where attributes["medium"] == "image" || isImageType(attributes["type"]):
            nonEmpty(attributes["url"])
        case "link" where attributes["rel"] == "enclosure" && isImageType(attributes["type"]):
            nonEmpty(attributes["href"])
        default:
            nil
        }
    }

    /// `address` trimmed; `nil` when that leaves nothing.
    private static func nonEmpty(_ address: String?) -> String? {
        guard let address = address?.trimmingCharacters(in: .whitespacesAndNewlines), !address.isEmpty else {
            return nil
        }
        return address
    }

    /// Whether the MIME `type` is an image's, e.g. "image/jpeg".
    private static func isImageType(_ type: String?) -> Bool {
        type?.lowercased().hasPrefix("image/") == true
    }
}
