import Vapor

extension Error {
    /// This error as an `AbortError`. Vapor's own `Abort` (a request no route took, most refusals)
    /// is recognised by its type alone, without the runtime's search for a conformance, which
    /// every failed request would otherwise pay once per step that asks.
    var abortError: (any AbortError)? {
        if let abort = self as? Abort { return abort }
        return self as? any AbortError
    }
}
