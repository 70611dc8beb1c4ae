import FootballGatherAPI
import Foundation
import Vapor

/// Usernames as stored (trimmed, NFC) and as compared (``key(_:)``: NFC and case-folded, so "Ana"
/// and "ana", or a precomposed and a decomposed "é", name the same account).
enum Username {
    /// `value` trimmed and in NFC, once it has neither `:` (it ends the name in HTTP Basic) nor a
    /// control character, and a length within ``UserRules/usernameLength``.
    /// - Throws: 400 naming the field.
    static func validated(_ value: String) throws -> String {
        guard !value.unicodeScalars.contains(where: { $0 == ":" || $0.properties.generalCategory == .control })
        else {
            throw Abort(.badRequest, reason: "'username' must not contain ':' or control characters.")
        }
        let trimmed = try Validate.text(value, field: "username", length: UserRules.usernameLength)
        return trimmed.precomposedStringWithCanonicalMapping
    }

    /// The name as typed at login: trimmed and in NFC, like a stored one.
    static func typed(_ value: String) -> String {
        value.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
    }

    /// The unique comparison key of `name`: NFC, case-folded, NFC again.
    static func key(_ name: String) -> String {
        typed(name).folding(options: [.caseInsensitive], locale: nil).precomposedStringWithCanonicalMapping
    }
}
