import Foundation
import VIPERKit

/// The ``LinkOpening`` of a web app: the server opens nothing (it would open a browser on the
/// server's own machine). A web view shows a link as a link, which the user's browser opens; an
/// action that asks the server to open one anyway is answered with a sentence saying so.
public struct PageLinkOpener: LinkOpening {
    public init() {}

    /// - Throws: ``LinkOpeningError`` every time: the page opens its links itself.
    public func open(_ url: URL) async throws {
        throw LinkOpeningError(message: "The link opens from the page: tap it there.")
    }
}
