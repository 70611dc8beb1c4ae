/// A Swift file reduced to its code, line by line: comments are removed and, unless asked
/// to keep them, the contents of string literals too, so that a pattern only matches code.
struct SwiftSource: Equatable {
    /// The code of each line of the file, in order; line `n` of the file is `lines[n - 1]`.
    let lines: [String]

    /// Reduces `text` to its code.
    /// - Parameter keepingStrings: keep the contents of string literals (their quotes are always kept).
    init(_ text: String, keepingStrings: Bool = false) {
        var scanner = Scanner(keepingStrings: keepingStrings)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { scanner.code(of: Array($0)) }
    }

    /// The scanner's state between lines: inside a block comment or a multi-line string, or neither.
    private struct Scanner {
        enum State: Equatable {
            case code
            case blockComment(depth: Int)
            case string(multiline: Bool, hashes: Int)
        }

        let keepingStrings: Bool
        var state = State.code

        mutating func code(of line: [Character]) -> String {
            var output = ""
            var index = 0
            func starts(with text: String, at position: Int) -> Bool {
                let characters = Array(text)
                guard position + characters.count <= line.count else { return false }
                return Array(line[position..<position + characters.count]) == characters
            }
            while index < line.count {
                switch state {
                case .code:
                    if starts(with: "//", at: index) {
                        index = line.count
                    } else if starts(with: "/*", at: index) {
                        state = .blockComment(depth: 1)
                        index += 2
                    } else if let (hashes, multiline, length) = stringOpening(in: line, at: index) {
                        output += String(line[index..<index + length])
                        state = .string(multiline: multiline, hashes: hashes)
                        index += length
                    } else {
                        output.append(line[index])
                        index += 1
                    }
                case .blockComment(let depth):
                    if starts(with: "/*", at: index) {
                        state = .blockComment(depth: depth + 1)
                        index += 2
                    } else if starts(with: "*/", at: index) {
                        state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                        index += 2
                    } else {
                        index += 1
                    }
                case .string(let multiline, let hashes):
                    let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                    let escape = "\\" + String(repeating: "#", count: hashes)
                    if starts(with: escape, at: index), index + escape.count < line.count {
                        if keepingStrings { output += String(line[index...index + escape.count]) }
                        index += escape.count + 1
                    } else if starts(with: closing, at: index) {
                        output += closing
                        state = .code
                        index += closing.count
                    } else {
                        if keepingStrings { output.append(line[index]) }
                        index += 1
                    }
                }
            }
            if case .string(multiline: false, _) = state {
                state = .code
            }
            return output
        }

        /// A string literal opening at `index`: its `#` count, whether it is multi-line, and its length.
        private func stringOpening(in line: [Character], at index: Int) -> (Int, Bool, Int)? {
            var position = index
            while position < line.count, line[position] == "#" { position += 1 }
            let hashes = position - index
            guard position < line.count, line[position] == "\"" else { return nil }
            let isMultiline = position + 2 < line.count && line[position + 1] == "\"" && line[position + 2] == "\""
            return (hashes, isMultiline, hashes + (isMultiline ? 3 : 1))
        }
    }
}
