/// A fragment of HTML whose text and attribute values are escaped by construction.
///
/// Views build their markup from ``text(_:)``, ``element(_:_:_:)`` and the result builder
/// ``HTMLBuilder``; every string that reaches the page through them is escaped, so a player named
/// `<script>alert(1)</script>` shows as text. Only ``init(unsafeRaw:)`` passes markup through as is;
/// keep it for constant markup written in the code.
public struct HTML: Equatable, Sendable, CustomStringConvertible {
    /// The markup, ready to send.
    public private(set) var rendered: String

    /// Markup taken as it is, not escaped: only for constant markup written in the code.
    public init(unsafeRaw markup: String) {
        rendered = markup
    }

    /// Nothing.
    public static let empty = HTML(unsafeRaw: "")

    /// `string` as text: `&`, `<`, `>`, `"` and `'` are escaped.
    public static func text(_ string: String) -> HTML {
        HTML(unsafeRaw: escape(string))
    }

    /// An element with `attributes` (in the order given) and `children`.
    ///
    /// An attribute whose value is `nil` is left out; an empty value writes the attribute alone
    /// (`disabled`). Void elements (`input`, `br`, `img`, …) never get children or a closing tag.
    /// - Precondition: `tag` and the attribute names are constant lowercase names from the code.
    public static func element(_ tag: String, _ attributes: Attributes = [], _ children: [HTML] = []) -> HTML {
        var markup = "<" + tag
        for (name, value) in attributes.pairs {
            guard let value else { continue }
            markup += value.isEmpty ? " \(name)" : " \(name)=\"\(escape(value))\""
        }
        markup += ">"
        guard !voidElements.contains(tag) else { return HTML(unsafeRaw: markup) }
        for child in children { markup += child.rendered }
        return HTML(unsafeRaw: markup + "</\(tag)>")
    }

    /// An element whose children come from a result builder.
    public static func element(
        _ tag: String, _ attributes: Attributes = [], @HTMLBuilder children: () -> [HTML]
    ) -> HTML {
        element(tag, attributes, children())
    }

    /// Joins fragments one after the other.
    public static func joined(_ fragments: [HTML]) -> HTML {
        HTML(unsafeRaw: fragments.map(\.rendered).joined())
    }

    public var description: String { rendered }

    /// Whether nothing is rendered.
    public var isEmpty: Bool { rendered.isEmpty }

    /// Elements that have no content and no closing tag.
    static let voidElements: Set<String> = ["area", "br", "col", "hr", "img", "input", "link", "meta", "source"]

    /// `string` with the five characters that matter to HTML escaped.
    public static func escape(_ string: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(string.utf8.count)
        for character in string.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}

extension HTML {
    /// An element's attributes as `(name, value)` pairs, kept in the order written so the markup is stable.
    public struct Attributes: Equatable, Sendable, ExpressibleByArrayLiteral {
        /// Name and value pairs; a `nil` value leaves the attribute out.
        public var pairs: [(String, String?)]

        public init(arrayLiteral elements: (String, String?)...) {
            pairs = elements
        }

        public init(_ pairs: [(String, String?)]) {
            self.pairs = pairs
        }

        /// `name` as a boolean attribute: written alone when `isOn`, left out otherwise.
        public static func flag(_ isOn: Bool) -> String? {
            isOn ? "" : nil
        }

        public static func == (lhs: Attributes, rhs: Attributes) -> Bool {
            lhs.pairs.map(\.0) == rhs.pairs.map(\.0) && lhs.pairs.map(\.1) == rhs.pairs.map(\.1)
        }
    }
}

/// Builds a list of ``HTML`` fragments from statements, `if`, `for` and optional fragments.
@resultBuilder
public enum HTMLBuilder {
    public static func buildExpression(_ fragment: HTML) -> [HTML] { [fragment] }
    public static func buildExpression(_ fragments: [HTML]) -> [HTML] { fragments }
    public static func buildExpression(_ fragment: HTML?) -> [HTML] { fragment.map { [$0] } ?? [] }
    public static func buildBlock(_ parts: [HTML]...) -> [HTML] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [HTML]?) -> [HTML] { part ?? [] }
    public static func buildEither(first part: [HTML]) -> [HTML] { part }
    public static func buildEither(second part: [HTML]) -> [HTML] { part }
    public static func buildArray(_ parts: [[HTML]]) -> [HTML] { parts.flatMap { $0 } }
}
