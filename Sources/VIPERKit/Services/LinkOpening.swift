import Foundation

/// Opens an address for the user, in a browser where the platform has one.
///
/// A module that offers "open in browser" asks its interactor, which calls this service; the
/// presenter then says what happened. Each front end supplies its own: the terminal runs the
/// desktop's opener (`SystemLinkOpener` in VIPERKitTerminal), tests record the addresses.
public protocol LinkOpening: Sendable {
    /// Opens `url`.
    /// - Parameter url: the address to open.
    /// - Throws: ``LinkOpeningError`` when it could not be opened.
    func open(_ url: URL) async throws
}

/// Why an address could not be opened, as a sentence for a person.
public struct LinkOpeningError: Error, Equatable, Sendable {
    /// The reason as a sentence, e.g. "No browser opener (xdg-open) is installed."
    public var message: String

    /// An error that says `message`.
    public init(message: String) {
        self.message = message
    }
}
