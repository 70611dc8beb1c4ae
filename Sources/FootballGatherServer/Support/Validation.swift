import FootballGatherAPI
import Vapor

/// Checks a field and throws a 400 naming it when the check fails.
enum Validate {
    /// The trimmed value, which must have a length in `length`, hold no control characters
    /// (``TextRules/isForbidden(_:)``) and take at most ``TextRules/maxBytes(forCharacters:)``
    /// UTF-8 bytes for the longest length allowed.
    static func text(_ value: String, field: String, length: ClosedRange<Int>) throws -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty, length.lowerBound > 0 {
            throw Abort(.badRequest, reason: "'\(field)' must not be empty.")
        }
        if TextRules.containsForbiddenCharacters(trimmed) {
            throw Abort(.badRequest, reason: "'\(field)' must not contain control characters.")
        }
        guard length.contains(trimmed.count) else {
            throw Abort(.badRequest, reason: "'\(field)' must be at most \(length.upperBound) characters long.")
        }
        let maxBytes = TextRules.maxBytes(forCharacters: length.upperBound)
        guard trimmed.utf8.count <= maxBytes else {
            throw Abort(.badRequest, reason: "'\(field)' must be at most \(maxBytes) bytes long in UTF-8.")
        }
        return trimmed
    }

    /// The trimmed value, or `nil` when absent or blank; at most `maxLength` characters.
    static func optionalText(_ value: String?, field: String, maxLength: Int) throws -> String? {
        guard let value else { return nil }
        let trimmed = try text(value, field: field, length: 0...maxLength)
        return trimmed.isEmpty ? nil : trimmed
    }

    static func number(_ value: Int?, field: String, range: ClosedRange<Int>) throws -> Int? {
        guard let value else { return nil }
        guard range.contains(value) else {
            throw Abort(
                .badRequest, reason: "'\(field)' must be between \(range.lowerBound) and \(range.upperBound).")
        }
        return value
    }
}
