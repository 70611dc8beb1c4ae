import Foundation

/// A gather's live link: anyone who opens it watches the match, without an account.
public struct LiveLink: Equatable, Sendable {
    /// The link's secret (43 characters).
    public var token: String
    /// The page's path, `/watch/<token>`; a front end joins it to its own address.
    public var path: String

    public init(token: String, path: String) {
        self.token = token
        self.path = path
    }
}
