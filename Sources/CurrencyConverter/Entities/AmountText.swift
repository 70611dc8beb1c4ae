import Foundation

/// The editing rules of the amount field: digits and one decimal separator ("," is stored as
/// "."), no leading zeros such as "05", at most ``maximumLength`` characters.
public enum AmountText {
    /// The longest amount accepted, so that every amount converts exactly.
    public static let maximumLength = 12

    /// `text` with `character` typed at its end, or `text` unchanged when the rules refuse it.
    public static func appending(_ character: Character, to text: String) -> String {
        guard text.count < maximumLength else { return text }
        switch character {
        case "0"..."9":
            return text == "0" ? String(character) : text + String(character)
        case ".", ",":
            if text.contains(".") { return text }
            return (text.isEmpty ? "0" : text) + "."
        default:
            return text
        }
    }

    /// What the rules keep of `text` typed from an empty field, character by character (a front
    /// end that sends the whole field, a browser's, say).
    public static func accepting(_ text: String) -> String {
        text.prefix(maximumLength * 4).reduce("") { appending($1, to: $0) }
    }

    /// `text` without its last character.
    public static func removingLast(from text: String) -> String {
        String(text.dropLast())
    }

    /// The amount `text` stands for; an empty or unreadable text counts as zero.
    static func value(of text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }
}
