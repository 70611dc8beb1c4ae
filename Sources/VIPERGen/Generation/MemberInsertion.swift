import Foundation

/// A member `viper new` adds to a type of a file that already exists, such as a module's `make<Name>View()` in
/// the view factory protocol and in each front end's view factory.
///
/// The member goes before a `// viper:insert` line in the type's body when there is one, else before the
/// type's closing brace, indented like the type's members. Adding it again changes nothing: when the type's
/// body already holds ``present`` (comments aside, spacing ignored), the file is left as it is.
public struct MemberInsertion: Equatable, Sendable {
    /// The marker comment that says where new members go: `// viper:insert`.
    public static let marker = "// viper:insert"

    /// The file, relative to the package root.
    public var path: String
    /// The class, struct, enum, actor or protocol the member goes into.
    public var type: String
    /// The member's lines, without the indentation of the type's members.
    public var member: String
    /// Code that, found in the type's body, means the member is already there (string contents are not compared).
    public var present: String
    /// Who asks for the member, for messages: `template factory`, `front end terminal (viper.yml)`.
    public var origin: String

    /// - Parameter present: empty means the member's first line.
    public init(path: String, type: String, member: String, present: String = "", origin: String) {
        self.path = path
        self.type = type
        self.member = member.trimmingCharacters(in: .newlines)
        let firstLine = self.member.split(separator: "\n").first.map(String.init) ?? ""
        let trimmed = present.trimmingCharacters(in: .whitespacesAndNewlines)
        self.present = trimmed.isEmpty ? firstLine.trimmingCharacters(in: .whitespaces) : trimmed
        self.origin = origin
    }

    /// The member's first line, trimmed: how messages and listings name it.
    public var summary: String {
        member.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// `text` with the member added, or `nil` when the type already has it.
    /// - Throws: ``ViperError`` naming the file and what is missing when `text` declares no such type, or the
    ///   type's body has no closing brace on a line of its own to insert before.
    public func applied(to text: String) throws(ViperError) -> String? {
        let raw = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let code = SwiftSource(text).lines
        guard let declaration = Self.declarationLine(of: type, in: code) else {
            throw failure("it declares no class, struct, enum, actor or protocol named \(type)")
        }
        guard let (open, close) = Self.body(after: declaration, in: code) else {
            throw failure("the body of \(type) (line \(declaration.line + 1)) has no closing brace")
        }
        let body = Self.bodyText(from: open, to: close, in: code)
        let wanted = SwiftSource(present).lines.joined(separator: "\n")
        if Self.squeezed(body).contains(Self.squeezed(wanted)) { return nil }

        let typeIndent = Self.indentation(of: raw[declaration.line])
        if open.line == close.line {
            return try insertedIntoEmptyBody(line: open.line, raw: raw, indent: typeIndent)
        }
        if let markerLine = (open.line + 1..<close.line).first(where: {
            raw[$0].trimmingCharacters(in: .whitespaces).hasPrefix(Self.marker)
        }) {
            var lines = raw
            lines.insert(contentsOf: indented(by: Self.indentation(of: raw[markerLine])), at: markerLine)
            return lines.joined(separator: "\n")
        }
        guard code[close.line].prefix(close.column).allSatisfy(\.isWhitespace) else {
            throw failure(
                "the closing brace of \(type) (line \(close.line + 1)) shares its line with other code; put it on a line of its own, or mark where new members go with a `\(Self.marker)` line"
            )
        }
        let firstMember = (open.line + 1..<close.line).first {
            !raw[$0].trimmingCharacters(in: .whitespaces).isEmpty
        }
        let memberIndent = firstMember.map { Self.indentation(of: raw[$0]) } ?? typeIndent + "    "
        var lines = indented(by: memberIndent)
        let previous = raw[close.line - 1].trimmingCharacters(in: .whitespaces)
        if lines.count > 1, close.line - 1 > open.line, !previous.isEmpty { lines.insert("", at: 0) }
        var result = raw
        result.insert(contentsOf: lines, at: close.line)
        return result.joined(separator: "\n")
    }

    /// `{}` on the declaration's line becomes a body holding the member.
    private func insertedIntoEmptyBody(line: Int, raw: [String], indent: String) throws(ViperError) -> String {
        let text = raw[line]
        let braces = text.ranges(of: #"\{\s*\}"#)
        guard braces.count == 1, let range = braces.first else {
            throw failure(
                "the empty body of \(type) (line \(line + 1)) is not a plain `{}`; put its closing brace on a line of its own"
            )
        }
        var lines = raw
        let body = indented(by: indent + "    ").joined(separator: "\n")
        lines[line] = text.replacingCharacters(in: range, with: "{\n\(body)\n\(indent)}")
        return lines.joined(separator: "\n")
    }

    /// The member's lines, each prefixed with `indent` (empty lines stay empty).
    private func indented(by indent: String) -> [String] {
        member.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : indent + line
        }
    }

    private func failure(_ problem: String) -> ViperError {
        ViperError(
            "Cannot add `\(summary)` to \(type) in \(path) (for \(origin)): \(problem). Nothing was written.")
    }

    // MARK: Reading the code

    /// A position in the code: a 0-based line and a character offset in it.
    typealias Position = (line: Int, column: Int)

    /// Where `class|struct|enum|actor|protocol <type>` starts, with its line.
    static func declarationLine(of type: String, in code: [String]) -> Position? {
        let name = NSRegularExpression.escapedPattern(for: type)
        let pattern = #"(?:^|[^A-Za-z0-9_.])(?:class|struct|enum|actor|protocol)\s+"# + name + #"(?![A-Za-z0-9_])"#
        for (index, line) in code.enumerated() {
            if let range = line.range(of: pattern, options: .regularExpression) {
                return (index, line.distance(from: line.startIndex, to: range.upperBound))
            }
        }
        return nil
    }

    /// The opening brace after `start` and the brace that closes it.
    static func body(after start: Position, in code: [String]) -> (open: Position, close: Position)? {
        var open: Position?
        var depth = 0
        for lineIndex in start.line..<code.count {
            let characters = Array(code[lineIndex])
            let from = lineIndex == start.line ? start.column : 0
            for column in from..<max(from, characters.count) {
                switch characters[column] {
                case "{":
                    if open == nil { open = (lineIndex, column) }
                    depth += 1
                case "}" where open != nil:
                    depth -= 1
                    if depth == 0, let open { return (open, (lineIndex, column)) }
                default:
                    break
                }
            }
        }
        return nil
    }

    /// The code between the two braces.
    static func bodyText(from open: Position, to close: Position, in code: [String]) -> String {
        if open.line == close.line {
            return String(Array(code[open.line])[(open.column + 1)..<close.column])
        }
        var parts = [String(Array(code[open.line]).dropFirst(open.column + 1))]
        parts += code[(open.line + 1)..<close.line]
        parts.append(String(Array(code[close.line]).prefix(close.column)))
        return parts.joined(separator: "\n")
    }

    /// `text` with every run of whitespace made one space, so spacing never hides a member.
    static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}

extension String {
    /// The ranges where the regular expression `pattern` matches.
    fileprivate func ranges(of pattern: String) -> [Range<String.Index>] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: self, range: NSRange(startIndex..., in: self)).compactMap {
            Range($0.range, in: self)
        }
    }
}
