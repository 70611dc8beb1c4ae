import Foundation

/// Strong HTTP entity tags (`ETag`, `If-Match`) for the API's editable resources, computed
/// from the wire value so a client can tell the tag of a player it read in a list without
/// fetching it again. The server sends the same tag with `GET` and `PUT`, and refuses a
/// `PUT` whose `If-Match` names another one (412), so a change made elsewhere is never
/// silently overwritten.
public enum EntityTag {
    /// The quoted tag (`"…"`) of `fields`: a 64-bit FNV-1a digest of their values in order,
    /// each marked as present or absent so `nil` and `""` differ.
    public static func make(_ fields: [String?]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in fields {
            let marked = field.map { "+\($0)" } ?? "-"
            for byte in marked.utf8 + [0x1F] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// Whether `header` is a well-formed `If-Match` value: `*`, or a comma-separated list of
    /// entity tags (`"…"` or weak `W/"…"`, no `"` inside).
    public static func isValidIfMatch(_ header: String) -> Bool {
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        if trimmed == "*" { return true }
        let tags = trimmed.split(separator: ",", omittingEmptySubsequences: false)
        return !trimmed.isEmpty
            && tags.allSatisfy { candidate in
                var tag = Substring(candidate.trimmingCharacters(in: .whitespaces))
                if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
                return tag.count >= 2 && tag.first == "\"" && tag.last == "\""
                    && !tag.dropFirst().dropLast().contains("\"")
            }
    }

    /// Whether the `If-Match` header value `header` accepts `tag`: `*`, or a comma-separated
    /// list of tags that holds it (weak tags never match, as RFC 9110 requires for `If-Match`).
    public static func ifMatch(_ header: String, accepts tag: String) -> Bool {
        let candidates = header.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return candidates.contains("*") || candidates.contains(tag)
    }
}

extension PlayerResponse {
    /// This player's strong entity tag; it changes whenever a field does.
    public var entityTag: String {
        EntityTag.make([
            id.uuidString, name, age.map(String.init), skill?.rawValue, preferredPosition?.rawValue, favouriteTeam,
        ])
    }
}

extension GatherResponse {
    /// This gather's strong entity tag; it changes when the gather is ended (its players and
    /// creation date never change).
    public var entityTag: String {
        EntityTag.make([id.uuidString, score, winnerTeam?.rawValue])
    }
}
