import FootballGatherAPI
import Foundation

/// The player rules applied to what a user typed, with the sentence that explains a refusal;
/// PlayerAdd and PlayerEdit both use them, so a name is judged and explained the same way.
///
/// The text fields are judged by the server's own ``FieldRules``: every value the server would
/// refuse is refused here first, with the same sentence about the field.
enum PlayerInput {
    /// `text` without leading and trailing whitespace, as the server keeps it.
    static func trimmed(_ text: String) -> String {
        FieldRules.playerName.trimmed(text)
    }

    /// Why `text` cannot be a player's name; `nil` when it can.
    static func nameProblem(_ text: String) -> String? {
        FieldRules.playerName.problem(with: text)?.message
    }

    /// Why `text` cannot be a favourite team; `nil` when it can (empty clears it).
    static func favouriteTeamProblem(_ text: String) -> String? {
        FieldRules.favouriteTeam.problem(with: text)?.message
    }

    /// Why `text` cannot be an age; `nil` when it can (empty clears it). Covers what typing
    /// adds to ``FieldRules/age``: the text must be a whole number.
    static func ageProblem(_ text: String) -> String? {
        guard age(from: text) == nil else { return nil }
        let range = FieldRules.age.range
        return "The age must be a whole number from \(range.lowerBound) to \(range.upperBound), or empty."
    }

    /// The age typed in `text`: `.some(nil)` when blank, `nil` when not a whole number
    /// ``FieldRules/age`` accepts.
    static func age(from text: String) -> Int?? {
        let digits = trimmed(text)
        if digits.isEmpty { return .some(nil) }
        guard digits.allSatisfy({ ("0"..."9").contains($0) }), let age = Int(digits),
            FieldRules.age.problem(with: age) == nil
        else { return nil }
        return .some(age)
    }
}
