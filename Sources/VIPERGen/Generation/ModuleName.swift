/// A validated module name: a Swift type name such as `Weather` or `PlayerAdd`.
public struct ModuleName: Hashable, Sendable, CustomStringConvertible {
    /// The longest name accepted, so that generated lines stay within 120 columns.
    public static let maximumLength = 36

    /// The name as written.
    public let rawValue: String

    /// Accepts `name` when it is an upper-camel-case Swift type name made of ASCII letters and digits.
    /// - Throws: ``ViperError`` with a message that suggests a valid name.
    public init(validating name: String) throws(ViperError) {
        guard !name.isEmpty else {
            throw ViperError("A module needs a name, a Swift type name such as 'Weather'.")
        }
        guard name.count <= Self.maximumLength else {
            throw ViperError(
                "'\(name.prefix(20))…' is too long for a module name (at most \(Self.maximumLength) characters).")
        }
        let isASCIIAlphanumeric = name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
        guard isASCIIAlphanumeric else {
            throw ViperError(
                "'\(name)' is not a valid module name: use ASCII letters and digits only\(Self.suggestion(for: name)).")
        }
        guard let first = name.first, first.isUppercase else {
            throw ViperError(
                "'\(name)' is not a valid module name: a module name is a Swift type name and starts with an uppercase letter\(Self.suggestion(for: name))."
            )
        }
        rawValue = name
    }

    public var description: String { rawValue }

    /// ", for example 'MyModule'" built from the words of `name`, or nothing when no valid name can be built.
    private static func suggestion(for name: String) -> String {
        let words = Naming.words(String(name.unicodeScalars.filter { $0.isASCII }))
        let candidate = words.map(Naming.upperFirst).joined()
        guard let first = candidate.first, first.isUppercase, candidate != name else { return "" }
        return ", for example '\(candidate)'"
    }
}
