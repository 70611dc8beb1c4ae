import Foundation

/// The naming filters templates use: `lowerFirst`, `upperFirst`, `snake`, `kebab` and `words`.
public enum Naming {
    /// The words of a name: `"PlayerAdd"` → `["Player", "Add"]`, `"URLLoader"` → `["URL", "Loader"]`,
    /// `"team_sheet"` → `["team", "sheet"]`. Digits stay with the word before them.
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    previous.isLowercase || previous.isNumber
                    || (previous.isUppercase && next?.isLowercase == true)
                if startsWord {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `"PlayerAdd"` → `"playerAdd"`; a leading acronym is lowered whole: `"URLLoader"` → `"urlLoader"`.
    public static func lowerFirst(_ name: String) -> String {
        guard let first = name.first, first.isUppercase else { return name }
        let leadingWord = words(name).first ?? ""
        if leadingWord.count > 1, leadingWord.allSatisfy({ $0.isUppercase || $0.isNumber }),
            name.hasPrefix(leadingWord)
        {
            return leadingWord.lowercased() + name.dropFirst(leadingWord.count)
        }
        return first.lowercased() + name.dropFirst()
    }

    /// `"playerAdd"` → `"PlayerAdd"`.
    public static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `"PlayerAdd"` → `"player_add"`.
    public static func snake(_ name: String) -> String {
        words(name).map { $0.lowercased() }.joined(separator: "_")
    }

    /// `"PlayerAdd"` → `"player-add"`.
    public static func kebab(_ name: String) -> String {
        words(name).map { $0.lowercased() }.joined(separator: "-")
    }

    /// `"PlayerAdd"` → `"Player Add"`.
    public static func spaced(_ name: String) -> String {
        words(name).joined(separator: " ")
    }

    /// `text` made safe inside a Swift string literal: backslashes and quotes escaped, newlines as `\n`.
    public static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }
}
