/// One entry of a screen's footer: a key and what it does.
public struct KeyHint: Equatable, Sendable {
    /// The key as the footer shows it, such as "Enter" or "a".
    public var key: String
    /// What the key does, such as "Add".
    public var label: String

    /// The footer entry for `key`, described by `label`.
    public init(_ key: String, _ label: String) {
        self.key = key
        self.label = label
    }
}
