/// A message for the user, shown as an alert with a single dismiss action.
public struct Alert: Equatable, Sendable {
    /// The alert's heading.
    public var title: String
    /// What the user is told.
    public var message: String

    /// An alert that says `message` under the heading `title`.
    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    /// An alert titled "Error".
    public static func error(_ message: String) -> Alert {
        Alert(title: "Error", message: message)
    }
}

/// A yes/no question asked before doing something that cannot be undone.
public struct Confirmation: Equatable, Sendable {
    /// The question's heading.
    public var title: String
    /// What the user is asked, naming what would be lost.
    public var message: String
    /// What the action that goes ahead says.
    public var confirmTitle: String
    /// What the action that changes nothing says.
    public var cancelTitle: String

    /// A question `message` under `title`, answered with `confirmTitle` ("Yes") or `cancelTitle` ("No").
    public init(title: String, message: String, confirmTitle: String = "Yes", cancelTitle: String = "No") {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.cancelTitle = cancelTitle
    }
}

/// A view that can show an ``Alert``.
@MainActor
public protocol AlertDisplaying: AnyObject {
    /// Shows `alert` until the user dismisses it.
    func show(_ alert: Alert)
}

/// A view that can ask the user a ``Confirmation``.
@MainActor
public protocol ConfirmationAsking: AnyObject {
    /// Asks `confirmation` and returns the answer: `true` when the user confirmed.
    func ask(_ confirmation: Confirmation) async -> Bool
}
