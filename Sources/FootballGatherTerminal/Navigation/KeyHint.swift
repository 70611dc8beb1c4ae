/// One entry of a screen's footer: a key and what it does.
public struct KeyHint: Equatable, Sendable {
    public var key: String
    public var label: String

    public init(_ key: String, _ label: String) {
        self.key = key
        self.label = label
    }
}
