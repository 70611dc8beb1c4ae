import Foundation

/// Opens an address for the user, in a browser where the platform has one.
public protocol LinkOpening: Sendable {
    /// Opens `url`.
    /// - Throws: ``LinkOpeningError`` when it could not be opened.
    func open(_ url: URL) async throws
}

/// Why an address could not be opened.
public struct LinkOpeningError: Error, Equatable, Sendable {
    /// The reason as a sentence.
    public var message: String

    public init(message: String) {
        self.message = message
    }
}
