import Foundation

/// One table that both reads an app's routes (a browser's address, a deep link) and prints them,
/// so the two directions cannot drift apart, and that knows the routes' first components.
///
/// ```swift
/// static let table = RouteTable<AppRoute>([
///     .fixed("players", is: .players),
///     .id(["players", .value], AppRoute.player) { if case .player(let id) = $0 { id } else { nil } },
/// ])
/// ```
/// Reading tries the entries in order and takes the first that reads the route.
public struct RouteTable<Screen: Hashable & Sendable>: Sendable {
    /// One component of a route's pattern: a fixed word, or a value the entry reads.
    public enum Segment: Hashable, Sendable, ExpressibleByStringLiteral {
        /// This word, exactly.
        case word(String)
        /// Any one component, which the entry reads as its value.
        case value

        /// The fixed word `word`, so that a pattern is written `["players", .value]`.
        public init(stringLiteral word: String) {
            self = .word(word)
        }
    }

    /// The routes of one screen, or of a family of screens that differ by their values.
    public struct Entry: Sendable {
        let pattern: [Segment]
        /// The screen the pattern's values (in order) name; `nil` when they name none.
        let read: @Sendable (_ values: [String]) -> Screen?
        /// `screen`'s values (in order) when this entry prints it; `nil` otherwise.
        let write: @Sendable (_ screen: Screen) -> [String]?

        /// A route of fixed words naming `screen`.
        public static func fixed(_ words: String..., is screen: Screen) -> Entry {
            Entry(pattern: words.map(Segment.word), read: { _ in screen }, write: { $0 == screen ? [] : nil })
        }

        /// A route with values: `read` names the screen of its values, `write` gives a screen's values
        /// (`nil` for a screen of another entry).
        public static func pattern(
            _ pattern: [Segment], read: @escaping @Sendable ([String]) -> Screen?,
            write: @escaping @Sendable (Screen) -> [String]?
        ) -> Entry {
            Entry(pattern: pattern, read: read, write: write)
        }

        /// A route with one value of text `make` accepts; `text` gives a screen's value.
        public static func text(
            _ pattern: [Segment], _ make: @escaping @Sendable (String) -> Screen?,
            _ text: @escaping @Sendable (Screen) -> String?
        ) -> Entry {
            Entry(pattern: pattern, read: { $0.first.flatMap(make) }, write: { text($0).map { [$0] } })
        }

        /// A route with one value, an id; `id` gives a screen's id.
        public static func id(
            _ pattern: [Segment], _ make: @escaping @Sendable (UUID) -> Screen,
            _ id: @escaping @Sendable (Screen) -> UUID?
        ) -> Entry {
            text(pattern, { UUID(uuidString: $0).map(make) }, { id($0)?.uuidString })
        }

        /// The values of `route` when it has this entry's shape.
        func values(of route: Route) -> [String]? {
            guard route.components.count == pattern.count else { return nil }
            var values: [String] = []
            for (segment, component) in zip(pattern, route.components) {
                switch segment {
                case .word(let word): guard word == component else { return nil }
                case .value: values.append(component)
                }
            }
            return values
        }

        /// The route of this entry with `values` in its value segments.
        func route(with values: [String]) -> Route {
            var remaining = values[...]
            return Route(
                pattern.map { segment in
                    switch segment {
                    case .word(let word): word
                    case .value: remaining.popFirst() ?? ""
                    }
                })
        }
    }

    /// Every entry, in the order reading tries them.
    public let entries: [Entry]

    /// A table of `entries`, which reading tries in this order.
    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The screen `route` names, or `nil` when it names none (an id that is not a UUID, say).
    public func screen(at route: Route) -> Screen? {
        for entry in entries {
            if let values = entry.values(of: route), let screen = entry.read(values) { return screen }
        }
        return nil
    }

    /// The route of `screen`.
    /// - Precondition: an entry prints it (every screen of the app has one).
    public func route(of screen: Screen) -> Route {
        for entry in entries {
            if let values = entry.write(screen) { return entry.route(with: values) }
        }
        preconditionFailure("No route for \(screen) in its route table")
    }

    /// The first components of every route, each once, in the order of the entries: what a web
    /// server serves the page under.
    public var roots: [String] {
        var roots: [String] = []
        for entry in entries {
            if case .word(let word)? = entry.pattern.first, !roots.contains(word) { roots.append(word) }
        }
        return roots
    }
}
