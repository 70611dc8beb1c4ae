/// The identity of something a screen offers the user to do: "Add", "Delete Ana", "Start".
///
/// Each module declares its actions as an enum that adopts this protocol, so a front end names an
/// action by a case (a typo is a compile error) and the presenter handles every case in one
/// ``ActionPerforming/perform(_:)``. Front ends that address actions by text (a web page's
/// `data-action`, a deep link) use ``name`` and ``argument``; an enum of plain cases with `String`
/// raw values gets both for free.
public protocol ActionIdentifier: Hashable, Sendable {
    /// The action's name in text form, such as "add" or "delete": lower-case words joined by dashes.
    var name: String { get }
    /// What the action applies to in text form, such as a row's id; `nil` for a screen-wide action.
    var argument: String? { get }
    /// The action named `name` applying to `argument`; `nil` when the screen has no such action.
    init?(name: String, argument: String?)
}

extension ActionIdentifier where Self: RawRepresentable, RawValue == String {
    public var name: String { rawValue }
    public var argument: String? { nil }

    public init?(name: String, argument: String?) {
        guard argument == nil else { return nil }
        self.init(rawValue: name)
    }
}
