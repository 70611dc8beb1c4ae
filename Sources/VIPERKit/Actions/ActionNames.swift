import Foundation

/// One table that both names a module's actions in text (a web page's `data-action` and
/// `data-value`) and reads them back, so the two directions cannot drift apart.
///
/// ```swift
/// static let names = ActionNames<GameDetailAction>([
///     .plain("remind", .remind),
///     .id("move-in", GameDetailAction.moveIn) { if case .moveIn(let id) = $0 { id } else { nil } },
/// ])
/// ```
public struct ActionNames<Action: Hashable & Sendable>: Sendable {
    /// One action, or one family of actions that differ by their argument, under one name.
    public struct Entry: Sendable {
        /// The action's name, such as "move-in".
        public let name: String
        /// The action this entry's name stands for with `argument`; `nil` when the argument does not fit.
        let read: @Sendable (_ argument: String?) -> Action?
        /// `action`'s argument (`.some(nil)` for none) when this entry names it; `nil` otherwise.
        let write: @Sendable (_ action: Action) -> String??

        /// The entry for `action`, which takes no argument.
        public static func plain(_ name: String, _ action: Action) -> Entry {
            Entry(
                name: name, read: { $0 == nil ? action : nil },
                write: { $0 == action ? .some(nil) : nil })
        }

        /// The entry for a family of actions about one thing each, named by its id: `make` builds
        /// the action about an id, `id` finds the id of an action of this family (`nil` for another).
        public static func id(
            _ name: String, _ make: @escaping @Sendable (UUID) -> Action,
            _ id: @escaping @Sendable (Action) -> UUID?
        ) -> Entry {
            text(name, { UUID(uuidString: $0).map(make) }, { id($0)?.uuidString })
        }

        /// The entry for a family of actions whose argument is any text `make` accepts; `text`
        /// gives the argument of an action of this family (`nil` for another).
        public static func text(
            _ name: String, _ make: @escaping @Sendable (String) -> Action?,
            _ text: @escaping @Sendable (Action) -> String?
        ) -> Entry {
            Entry(
                name: name, read: { $0.flatMap(make) },
                write: { action in text(action).map { .some($0) } })
        }
    }

    /// Every entry, each name once.
    public let entries: [Entry]

    /// A table of `entries`, each name listed once.
    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The name and argument of `action`.
    /// - Precondition: an entry names it (every case of the module's enum has one).
    public func text(of action: Action) -> (name: String, argument: String?) {
        for entry in entries {
            if let argument = entry.write(action) { return (entry.name, argument) }
        }
        preconditionFailure("No name for \(action) in its action table")
    }

    /// The action `name` and `argument` stand for; `nil` when none does.
    public func action(named name: String, argument: String?) -> Action? {
        entries.first { $0.name == name }?.read(argument)
    }
}

/// An ``ActionIdentifier`` whose name, argument and reading back all come from one ``ActionNames``
/// table.
public protocol NamedAction: ActionIdentifier {
    /// The table naming every case.
    static var names: ActionNames<Self> { get }
}

extension NamedAction {
    public var name: String { Self.names.text(of: self).name }
    public var argument: String? { Self.names.text(of: self).argument }

    public init?(name: String, argument: String?) {
        guard let action = Self.names.action(named: name, argument: argument) else { return nil }
        self = action
    }
}
