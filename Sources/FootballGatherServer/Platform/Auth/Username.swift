import FootballGatherAPI
import Foundation
import Vapor

/// Usernames as stored (trimmed, NFC) and as compared (``key(_:)``: NFC and case-folded, so "Ana"
/// and "ana", or a precomposed and a decomposed "é", name the same account).
enum Username {
    /// `value` trimmed and in NFC, once ``FieldRules/username`` accepts it: neither `:` (it ends
    /// the name in HTTP Basic) nor a control character, and a length within
    /// ``UserRules/usernameLength``.
    /// - Throws: 400 naming the field.
    static func validated(_ value: String) throws -> String {
        let trimmed = try Validate.fields { () throws(FieldProblem) in try FieldRules.username.validated(value) }
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
