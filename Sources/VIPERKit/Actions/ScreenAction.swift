/// How much an action weighs, which each front end turns into a look (a filled button, red text,
/// the Escape key).
public enum ActionRole: Sendable {
    /// The screen's main action.
    case primary
    /// Any other action.
    case standard
    /// An action that destroys data.
    case destructive
    /// Leaves a mode or a screen without doing anything; front ends also run it on Escape.
    case cancel
}

/// One thing a screen offers right now, decided by its presenter: which action, what it says,
/// how it weighs and whether it can be used.
///
/// A presenter puts its screen's actions in the view state; a front end draws them (a button, a
/// key in the footer) and runs only an action that is offered and enabled. An action that is not
/// in the state is not offered at all; one with `isEnabled == false` is shown but cannot be used.
public struct ScreenAction<ID: ActionIdentifier>: Equatable, Sendable, Identifiable {
    /// Which action this is, the case the presenter's `perform(_:)` receives.
    public var id: ID
    /// What the control says: "Add", "Log out".
    public var title: String
    /// How much the action weighs, which a front end turns into a look.
    public var role: ActionRole
    /// Whether the user can run it now; a disabled action is shown but does nothing.
    public var isEnabled: Bool
    /// A fuller name for assistive technology when the title alone is ambiguous ("Delete Ana").
    public var label: String?

    /// The action `id`, titled `title`: standard and enabled unless `role` and `isEnabled` say otherwise,
    /// with an assistive `label` when the title alone is ambiguous.
    public init(_ id: ID, _ title: String, role: ActionRole = .standard, isEnabled: Bool = true, label: String? = nil) {
        self.id = id
        self.title = title
        self.role = role
        self.isEnabled = isEnabled
        self.label = label
    }
}

extension Array {
    /// The offered action `id`, if the screen offers it.
    public subscript<ID>(_ id: ID) -> ScreenAction<ID>? where Element == ScreenAction<ID> {
        first { $0.id == id }
    }

    /// Whether `id` is offered and enabled: the only actions a front end runs.
    public func allows<ID>(_ id: ID) -> Bool where Element == ScreenAction<ID> {
        contains { $0.id == id && $0.isEnabled }
    }

    /// The enabled action whose role is `.cancel`, which front ends also run on Escape.
    public func cancelAction<ID>() -> ScreenAction<ID>? where Element == ScreenAction<ID> {
        first { $0.role == .cancel && $0.isEnabled }
    }
}
