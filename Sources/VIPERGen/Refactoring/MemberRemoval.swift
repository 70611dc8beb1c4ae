/// Takes out of a type a member `viper new` added (the reverse of ``MemberInsertion``): the member as the template
/// writes it, at any indentation, or, when it was edited since, the declaration that holds
/// ``MemberInsertion/present`` up to the end of its body, with the doc comment and attributes above it.
///
/// The blank line that set the member apart before the type's closing brace goes too, and a body left empty is
/// closed on the declaration's line again (`{}`), so that removing what `viper new` added gives back the file.
public struct MemberRemoval: Equatable, Sendable {
    /// The member to take out.
    public var insertion: MemberInsertion

    public init(_ insertion: MemberInsertion) {
        self.insertion = insertion
    }

    /// How the member was found.
    public enum Match: String, Equatable, Sendable {
        /// As the template writes it.
        case exact
        /// Changed since: found by its declaration.
        case declaration
    }

    /// `text` without the member and how it was found, or `nil` when the type does not hold it.
    public func applied(to text: String) -> (text: String, match: Match)? {
        var raw = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let code = SwiftSource(text).lines
        guard let declaration = MemberInsertion.declarationLine(of: insertion.type, in: code),
            let (open, close) = MemberInsertion.body(after: declaration, in: code), open.line < close.line
        else { return nil }
        let bodyLines = (open.line + 1)..<close.line
        let match: Match
        let span: ClosedRange<Int>
        if let start = bodyLines.first(where: { matchesExactly(at: $0, in: raw, before: close.line) }) {
            match = .exact
            span = start...(start + memberLines.count - 1)
        } else if let found = declarationSpan(in: code, raw: raw, lines: bodyLines) {
            match = .declaration
            span = found
        } else {
            return nil
        }
        raw.removeSubrange(span)
        let before = span.lowerBound - 1
        let after = span.lowerBound
        if before > open.line, raw[before].trimmingCharacters(in: .whitespaces).isEmpty, after < raw.count {
            let next = raw[after].trimmingCharacters(in: .whitespaces)
            if next.isEmpty || next.hasPrefix("}") { raw.remove(at: before) }
        }
        if raw[open.line].hasSuffix("{"), open.line + 1 < raw.count,
            raw[open.line + 1].trimmingCharacters(in: .whitespaces).hasPrefix("}")
        {
            raw[open.line] += raw[open.line + 1].drop(while: { $0 == " " || $0 == "\t" })
            raw.remove(at: open.line + 1)
        }
        return (raw.joined(separator: "\n"), match)
    }

    private var memberLines: [String] {
        insertion.member.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `true` when the member's lines, indented like line `start`, begin there and end before `limit`.
    private func matchesExactly(at start: Int, in raw: [String], before limit: Int) -> Bool {
        let lines = memberLines
        guard start + lines.count <= limit, let first = lines.first else { return false }
        let indent = MemberInsertion.indentation(of: raw[start])
        guard raw[start] == indent + first else { return false }
        for (offset, line) in lines.enumerated() {
            let expected = line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : indent + line
            if raw[start + offset].trimmingCharacters(in: .whitespaces).isEmpty, expected.isEmpty { continue }
            if raw[start + offset] != expected { return false }
        }
        return true
    }

    /// The lines of the declaration that holds ``MemberInsertion/present``: its doc comment and attributes, its
    /// signature and its body, if it has one.
    private func declarationSpan(in code: [String], raw: [String], lines: Range<Int>) -> ClosedRange<Int>? {
        let wanted = MemberInsertion.squeezed(SwiftSource(insertion.present).lines.joined(separator: "\n"))
        guard !wanted.isEmpty,
            let start = lines.first(where: { MemberInsertion.squeezed(code[$0]).contains(wanted) })
        else { return nil }
        var end = start
        var parentheses = 0
        var braces = 0
        var opened = false
        scan: for index in start..<lines.upperBound {
            end = index
            for character in code[index] {
                switch character {
                case "(": parentheses += 1
                case ")": parentheses -= 1
                case "{":
                    if parentheses == 0 { opened = true }
                    braces += 1
                case "}":
                    braces -= 1
                    if opened, braces == 0 { break scan }
                default: break
                }
            }
            if !opened, parentheses <= 0 {
                let next = index + 1 < lines.upperBound ? code[index + 1].trimmingCharacters(in: .whitespaces) : ""
                let continues = ["{", "->", "throws", "async", "where"].contains { next.hasPrefix($0) }
                if !continues { break scan }
            }
        }
        var first = start
        while first - 1 >= lines.lowerBound {
            let line = raw[first - 1].trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("///") || line.hasPrefix("@") else { break }
            first -= 1
        }
        return first...end
    }
}
