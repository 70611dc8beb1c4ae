import Foundation

extension URL {
    /// The address as people may see it (on a screen, in an error sentence): without the user name
    /// and password an operator may have put in it (`https://user:secret@host/…`).
    public var shownWithoutCredentials: String {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false),
            components.user != nil || components.password != nil
        else { return absoluteString }
        components.user = nil
        components.password = nil
        return components.string ?? absoluteString
    }
}
