import Foundation

/// A problem the user can act on, with a message that says what went wrong and what to do.
public struct ViperError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The sentence shown to the user.
    public var message: String

    /// Creates an error that shows `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
