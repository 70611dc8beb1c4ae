import Foundation

/// Where a screen is in the app, as path components: `["players", "4B1E…", "edit", "age"]`.
///
/// Each module's view state says which routes it stands for (``ScreenState/routes``), so every
/// front end can name the screen in the same words: the browser as an address, iOS as a deep link
/// or state restoration. A route holds no front-end knowledge; ``path`` is its text form.
public struct Route: Hashable, Sendable, CustomStringConvertible {
    /// The most components a route has.
    public static let maximumComponents = 8
    /// The longest ``path`` accepted, in UTF-8 bytes.
    public static let maximumPathLength = 512

    /// The components, percent-decoded.
    public let components: [String]

    /// The route made of `components`, each one a whole component (a slash in one is encoded in ``path``).
    public init(_ components: [String]) {
        self.components = components
    }

    /// The route made of `components`.
    public init(_ components: String...) {
        self.init(components)
    }

    /// The route a path names, such as `/players/4B1E…/edit`; one trailing slash is allowed.
    ///
    /// Returns `nil` for anything that is not a plain absolute path: no leading slash, an empty,
    /// `.` or `..` component, a malformed percent escape, a query or fragment, more than
    /// ``maximumComponents`` components or more than ``maximumPathLength`` bytes.
    public init?(path: String) {
        guard path.utf8.count <= Self.maximumPathLength, path.hasPrefix("/"),
            !path.contains(where: { $0 == "?" || $0 == "#" })
        else { return nil }
        var parts = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        guard parts.count <= Self.maximumComponents else { return nil }
        var components: [String] = []
        for part in parts {
            guard let component = part.removingPercentEncoding, !component.isEmpty, component != ".",
                component != "..", !component.contains(where: \.isNewline)
            else { return nil }
            components.append(component)
        }
        self.init(components)
    }

    /// The route's text form, `/` for the empty route; characters other than letters, digits and
    /// `-._~` are percent-encoded.
    public var path: String {
        "/"
            + components.map { $0.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? "" }
            .joined(separator: "/")
    }

    /// The route's ``path``, such as `/players/7`.
    public var description: String { path }

    /// Whether the route has no components (the app's start).
    public var isEmpty: Bool { components.isEmpty }

    /// The route with `component` added at the end.
    public func appending(_ component: String) -> Route {
        Route(components + [component])
    }

    /// Whether this route begins with all of `other`'s components.
    public func hasPrefix(_ other: Route) -> Bool {
        components.starts(with: other.components)
    }

    private static let unreserved = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
