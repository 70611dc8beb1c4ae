/// What a view did with a key.
public enum KeyHandling: Equatable, Sendable {
    /// The view used the key.
    case handled
    /// The view has no use for the key; the navigator may use it (Esc goes back, q quits).
    case ignored
}
