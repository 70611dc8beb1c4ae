import FootballGatherAPI
import Foundation

/// The player rules applied to what a user typed, with the sentence that explains a refusal;
/// PlayerAdd and PlayerEdit both use them, so a name is judged and explained the same way.
enum PlayerInput {
    /// `text` without leading and trailing whitespace.
    static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Why `text` cannot be a player's name; `nil` when it can.
    static func nameProblem(_ text: String) -> String? {
        let name = trimmed(text)
        if name.isEmpty { return "The name must not be empty." }
        if name.count > PlayerRules.nameLength.upperBound {
            return "The name must be at most \(PlayerRules.nameLength.upperBound) characters long."
        }
        return nil
    }

    /// Why `text` cannot be a favourite team; `nil` when it can (empty clears it).
    static func favouriteTeamProblem(_ text: String) -> String? {
        guard trimmed(text).count > PlayerRules.favouriteTeamMaxLength else { return nil }
        return "The favourite team must be at most \(PlayerRules.favouriteTeamMaxLength) characters long."
    }

    /// Why `text` cannot be an age; `nil` when it can (empty clears it).
    static func ageProblem(_ text: String) -> String? {
        guard age(from: text) == nil else { return nil }
        return
            "The age must be a whole number from \(PlayerRules.age.lowerBound) to \(PlayerRules.age.upperBound), or empty."
    }

    /// The age typed in `text`: `.some(nil)` when blank, `nil` when not a whole number in the accepted range.
    static func age(from text: String) -> Int?? {
        let digits = trimmed(text)
        if digits.isEmpty { return .some(nil) }
        guard digits.allSatisfy({ ("0"..."9").contains($0) }), let age = Int(digits), PlayerRules.age.contains(age)
        else { return nil }
        return .some(age)
    }
}
