import VIPERKit

/// An alert or a confirmation shown over a screen until the user answers it.
///
/// The buttons send `dialog-ok`, `dialog-yes` or `dialog-no` with the dialog's number as value,
/// so a late tap meant for a dialog already answered never answers the next one. Escape dismisses
/// an alert and answers a confirmation "no". A confirmation opens with the focus on "no".
@MainActor
public struct WebDialog: ScreenDialog {
    enum Kind {
        case alert(Alert)
        case confirmation(Confirmation)
    }

    let id: Int
    let kind: Kind
    /// Called once with the answer: `true` for OK or Yes.
    let finish: (Bool) -> Void

    public init(alert: Alert, number: Int) {
        self.init(id: number, kind: .alert(alert)) { _ in }
    }

    public init(confirmation: Confirmation, number: Int, onAnswer: @escaping (Bool) -> Void) {
        self.init(id: number, kind: .confirmation(confirmation), finish: onAnswer)
    }

    init(id: Int, kind: Kind, finish: @escaping (Bool) -> Void) {
        self.id = id
        self.kind = kind
        self.finish = finish
    }

    public func cancel() {
        finish(false)
    }

    /// The answer `event` gives, or `nil` when it is not meant for this dialog.
    func answer(to event: WebEvent) -> Bool? {
        switch event {
        case .action("dialog-ok", let value) where value == String(id):
            return true
        case .action("dialog-yes", let value) where value == String(id):
            return true
        case .action("dialog-no", let value) where value == String(id):
            return false
        case .key(.escape, _):
            if case .alert = kind { return true }
            return false
        default:
            return nil
        }
    }

    /// The answer that changes nothing ("No"), which has the focus when the question opens, so a
    /// stray Enter or Space never goes ahead (leaving a running match, deleting a player).
    private func safeButton(_ title: String) -> HTML {
        .element(
            "button",
            [
                ("type", "button"), ("class", "button \(HTML.ButtonStyle.secondary.rawValue)"),
                ("data-action", "dialog-no"), ("data-value", String(id)), ("autofocus", HTML.Attributes.flag(true)),
            ],
            [.text(title)])
    }

    func render() -> HTML {
        let (title, message, buttons): (String, String, [HTML]) =
            switch kind {
            case .alert(let alert):
                (alert.title, alert.message, [.button("OK", action: "dialog-ok", value: String(id), style: .primary)])
            case .confirmation(let confirmation):
                (
                    confirmation.title, confirmation.message,
                    [
                        safeButton(confirmation.cancelTitle),
                        .button(confirmation.confirmTitle, action: "dialog-yes", value: String(id), style: .primary),
                    ]
                )
            }
        return .element("div", [("class", "overlay")]) {
            HTML.element(
                "div",
                [
                    ("class", "dialog"), ("role", "alertdialog"), ("aria-modal", "true"),
                    ("aria-labelledby", "dialog-title"), ("aria-describedby", "dialog-message"),
                ]
            ) {
                HTML.element("h2", [("id", "dialog-title")], [.text(title)])
                HTML.element("p", [("id", "dialog-message")], [.text(message)])
                HTML.element("div", [("class", "actions")], buttons)
            }
        }
    }
}
