/// Renames a module's name inside the words of Swift code, comments and strings: `Old` → `New` as a whole word
/// sequence of an identifier (`OldPresenter`, `RecordingOldView`, `makeOldView`), `old` → `new` at an identifier's
/// start (`oldDidClose`), and the title and address forms of names of several words (`Player Detail`,
/// `player-detail`, `player_detail`). `Olds`, `Older` or `OLD` are other words and stay as they are.
public struct IdentifierRewrite: Sendable {
    /// The name being replaced.
    public let old: ModuleName
    /// The name that replaces it.
    public let new: ModuleName

    private let oldLower: String
    private let newLower: String
    /// Forms of `old` with separators between its words, with what replaces each: spaced, kebab and snake.
    private let phrases: [([Character], String)]

    public init(old: ModuleName, new: ModuleName) {
        self.old = old
        self.new = new
        oldLower = Naming.lowerFirst(old.rawValue)
        newLower = Naming.lowerFirst(new.rawValue)
        if Naming.words(old.rawValue).count > 1 {
            phrases = [
                (Array(Naming.spaced(old.rawValue)), Naming.spaced(new.rawValue)),
                (Array(Naming.kebab(old.rawValue)), Naming.kebab(new.rawValue)),
                (Array(Naming.snake(old.rawValue)), Naming.snake(new.rawValue)),
            ]
        } else {
            phrases = []
        }
    }

    /// One identifier (or word) of a text and where it is.
    public struct Occurrence: Equatable, Sendable {
        /// The identifier as written.
        public var token: String
        /// 1-based.
        public var line: Int

        public init(token: String, line: Int) {
            self.token = token
            self.line = line
        }
    }

    /// `token` with every whole-word occurrence of the old name replaced, or `nil` when it has none.
    public func renamed(_ token: String) -> String? {
        let words = Self.wordRanges(of: token)
        guard !words.isEmpty else { return nil }
        var result = ""
        var index = 0
        var changed = false
        var cursor = token.startIndex
        while index < words.count {
            if let (count, replacement) = match(in: token, words: words, at: index) {
                result += token[cursor..<words[index].lowerBound] + replacement
                cursor = words[index + count - 1].upperBound
                index += count
                changed = true
            } else {
                index += 1
            }
        }
        guard changed else { return nil }
        return result + token[cursor...]
    }

    /// `true` when `token` holds the old name as a whole word sequence.
    public func mentionsOldName(_ token: String) -> Bool {
        renamed(token) != nil
    }

    /// The words of the old name starting at word `index` of `token`: how many words, and what replaces them.
    private func match(in token: String, words: [Range<String.Index>], at index: Int) -> (Int, String)? {
        var text = ""
        for end in index..<words.count {
            text += token[words[end]]
            if text == old.rawValue { return (end - index + 1, new.rawValue) }
            if index == 0, text == oldLower { return (end - index + 1, newLower) }
            guard old.rawValue.hasPrefix(text) || (index == 0 && oldLower.hasPrefix(text)) else { return nil }
        }
        return nil
    }

    /// Rewrites `text`: identifiers that mention the old name are renamed when `shouldRename` says so; the other
    /// identifiers that mention it are kept and returned.
    /// - Parameters:
    ///   - phrases: also rename the title and address forms (`Player Detail`, `player-detail`) and a lone
    ///     lower-case name between quotes, slashes or dashes (`"weather"`) to its address form.
    ///   - insideStrings: rename inside string literals too; when `false`, what mentions the old name there is kept.
    ///   - protected: phrases left as they are and not reported, such as the title and address of another module
    ///     whose name holds the old one (`Weather Detail`, `weather-detail`).
    ///   - shouldRename: decides for each identifier that mentions the old name.
    /// - Returns: the new text, the occurrences renamed and those kept.
    public func rewrite(
        _ text: String, phrases: Bool, insideStrings: Bool = true, protected: [String] = [],
        shouldRename: (String) -> Bool
    ) -> (text: String, renamed: [Occurrence], kept: [Occurrence]) {
        let protectedPhrases = protected.map { (Array($0), "") }
        let characters = Array(text)
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var renamedOccurrences: [Occurrence] = []
        var kept: [Occurrence] = []
        var line = 1
        var index = 0
        var quotes = QuoteTracker()
        while index < characters.count {
            let character = characters[index]
            guard Self.isWordCharacter(character), index == 0 || !Self.isWordCharacter(characters[index - 1]) else {
                if character == "\n" { line += 1 }
                quotes.read(characters, at: index)
                output.append(character)
                index += 1
                continue
            }
            if let (length, _) = Self.phrase(in: characters, at: index, among: protectedPhrases) {
                output += String(characters[index..<index + length])
                index += length
                continue
            }
            if phrases, let (length, replacement) = Self.phrase(in: characters, at: index, among: self.phrases) {
                output += replacement
                renamedOccurrences.append(Occurrence(token: String(characters[index..<index + length]), line: line))
                index += length
                continue
            }
            var end = index
            while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
            let token = String(characters[index..<end])
            if let replacement = renamed(token) {
                if shouldRename(token), insideStrings || !quotes.inString {
                    let address = phrases && isAddress(token, in: characters, from: index, to: end)
                    output += address ? Naming.kebab(new.rawValue) : replacement
                    renamedOccurrences.append(Occurrence(token: token, line: line))
                } else {
                    output += token
                    kept.append(Occurrence(token: token, line: line))
                }
            } else {
                output += token
            }
            index = end
        }
        return (output, renamedOccurrences, kept)
    }

    /// Whether a position of a text is inside a string literal: a quote opens or closes one (`\"` is no quote), the
    /// end of a line closes a one-line string, and `\"\"\"` opens and closes a multi-line string.
    private struct QuoteTracker {
        var inString = false
        var multiline = false
        var skip = 0

        mutating func read(_ characters: [Character], at index: Int) {
            if skip > 0 {
                skip -= 1
                return
            }
            let character = characters[index]
            if character == "\n" {
                if !multiline { inString = false }
                return
            }
            guard character == "\"" else { return }
            var backslashes = 0
            var before = index - 1
            while before >= 0, characters[before] == "\\" {
                backslashes += 1
                before -= 1
            }
            guard backslashes % 2 == 0 else { return }
            let triple =
                index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
            if triple, multiline || !inString {
                multiline.toggle()
                inString = multiline
                skip = 2
            } else if !multiline {
                inString.toggle()
            }
        }
    }

    /// A spaced, kebab or snake form of the old name at `index`, with its length and replacement.
    private static func phrase(
        in characters: [Character], at index: Int, among phrases: [([Character], String)]
    ) -> (Int, String)? {
        for (formCharacters, replacement) in phrases where !formCharacters.isEmpty {
            let end = index + formCharacters.count
            guard end <= characters.count, Array(characters[index..<end]) == formCharacters else { continue }
            if end < characters.count, Self.isWordCharacter(characters[end]) || characters[end] == "-" { continue }
            return (formCharacters.count, replacement)
        }
        return nil
    }

    /// `true` for a one-word old name written in lower case as an address: `"weather"`, `/weather`, `weather-list`.
    private func isAddress(_ token: String, in characters: [Character], from start: Int, to end: Int) -> Bool {
        guard phrases.isEmpty, token == old.rawValue.lowercased() else { return false }
        let separators: Set<Character> = ["\"", "/", "-"]
        let before = start > 0 ? characters[start - 1] : " "
        let after = end < characters.count ? characters[end] : " "
        return separators.contains(before) || separators.contains(after)
    }

    // MARK: Reading identifiers

    static func isWordCharacter(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }

    /// Every identifier of `text`'s code (comments left out; strings too unless `keepingStrings`), with its line.
    static func identifiers(inCodeOf text: String, keepingStrings: Bool = false) -> [Occurrence] {
        var occurrences: [Occurrence] = []
        for (index, line) in SwiftSource(text, keepingStrings: keepingStrings).lines.enumerated() {
            occurrences += tokens(of: line).map { Occurrence(token: $0, line: index + 1) }
        }
        return occurrences
    }

    /// The identifiers of one line, in order.
    static func tokens(of line: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in line {
            if isWordCharacter(character) {
                current.append(character)
            } else if !current.isEmpty {
                tokens.append(current)
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens.filter { !($0.first?.isNumber ?? true) }
    }

    /// The words of an identifier as ranges, split as ``Naming/words(_:)`` splits them (underscores separate).
    static func wordRanges(of token: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        var index = token.startIndex
        while index < token.endIndex {
            let character = token[index]
            let next = token.index(after: index)
            guard character.isLetter || character.isNumber else {
                if let begun = start { ranges.append(begun..<index) }
                start = nil
                index = next
                continue
            }
            if character.isUppercase, let begun = start, begun < index {
                let previous = token[token.index(before: index)]
                let following = next < token.endIndex ? token[next] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && following?.isLowercase == true)
                {
                    ranges.append(begun..<index)
                    start = index
                }
            }
            if start == nil { start = index }
            index = next
        }
        if let begun = start { ranges.append(begun..<token.endIndex) }
        return ranges
    }
}

/// The names a Swift text declares: types, functions, properties, cases and type aliases, with their lines.
enum SwiftDeclarations {
    /// Every name declared in `text`'s code (comments and strings left out).
    static func names(in text: String) -> [IdentifierRewrite.Occurrence] {
        let keywords: Set<String> = [
            "class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype", "func", "var", "let", "case",
        ]
        var names: [IdentifierRewrite.Occurrence] = []
        for (index, line) in SwiftSource(text).lines.enumerated() {
            let tokens = IdentifierRewrite.tokens(of: line)
            for (position, token) in tokens.enumerated().dropLast() where keywords.contains(token) {
                names.append(IdentifierRewrite.Occurrence(token: tokens[position + 1], line: index + 1))
            }
        }
        return names
    }
}
