import Foundation
import VIPERKit

/// The controls every web view is made of. Each one carries the attributes the page's script
/// reads: `data-action` (and `data-value`) on what can be tapped, `name` on what can be typed in.
extension HTML {
    /// How a button looks.
    public enum ButtonStyle: String, Sendable {
        /// The screen's main action.
        case primary
        /// Any other action.
        case secondary
        /// An action that destroys data.
        case danger
        /// A tappable row or a link-like action.
        case plain
    }

    /// The attribute that has the page count its element's text down to `date` as "MM:SS", by the
    /// server's time (every page carries it), a few times a second and while reconnecting too, so
    /// a running countdown needs no page per second. Left out when `date` is `nil`.
    public static func countdown(until date: Date?) -> (String, String?) {
        ("data-countdown-until", date.map { String(Int64(($0.timeIntervalSince1970 * 1000).rounded())) })
    }

    /// A button that sends `action` (and `value`) when tapped; a disabled one sends nothing.
    /// - Parameters:
    ///   - label: read by screen readers when it differs from `title` (e.g. "Delete Ana").
    public static func button(
        _ title: String, action: String, value: String? = nil, style: ButtonStyle = .secondary,
        isEnabled: Bool = true, label: String? = nil, share: String? = nil, shareURL: String? = nil
    ) -> HTML {
        element(
            "button",
            [
                ("type", "button"), ("class", "button \(style.rawValue)"), ("data-action", action),
                ("data-value", value), ("data-share", share), ("data-share-url", shareURL), ("aria-label", label),
                ("disabled", Attributes.flag(!isEnabled)),
            ],
            [text(title)])
    }

    /// The kind of a ``textField(name:label:value:kind:placeholder:)``.
    public enum FieldKind: String, Sendable {
        /// Words, such as a name: phones capitalise each word.
        case text
        /// A login name: no capitals added, the browser may offer a saved one.
        case username
        case password
        /// Whole numbers: phones show a number pad.
        case number
        /// Amounts with a decimal separator: phones show a number pad with "." or ",".
        case decimal
        /// A search: phones label their Enter key "Search", nothing is capitalised.
        case search
        /// A day, `2026-11-26`: browsers offer a date picker and send the day in this form.
        case date
        /// A time of day, `19:00`: browsers offer a time picker and send it in this form.
        case time
    }

    /// A labelled text field whose typing is sent as `input` events for `name`; Enter sends a key event.
    public static func textField(
        name: String, label: String, value: String, kind: FieldKind = .text, placeholder: String? = nil
    ) -> HTML {
        let inputMode: String? =
            switch kind {
            case .number: "numeric"
            case .decimal: "decimal"
            case .search: "search"
            default: nil
            }
        let type =
            switch kind {
            case .password: "password"
            case .date: "date"
            case .time: "time"
            default: "text"
            }
        let autocomplete: String =
            switch kind {
            case .password: "current-password"
            case .username: "username"
            default: "off"
            }
        return element("label", [("class", "field")]) {
            element("span", [("class", "field-label")], [text(label)])
            element(
                "input",
                [
                    // A password is never sent back to the page: the field keeps what was typed.
                    ("id", "field-\(name)"), ("name", name), ("type", type), ("value", kind == .password ? nil : value),
                    ("placeholder", placeholder), ("inputmode", inputMode), ("autocomplete", autocomplete),
                    ("autocapitalize", kind == .text ? "words" : "off"), ("spellcheck", "false"),
                ])
        }
    }

    /// A labelled on/off switch; flipping it sends an `input` event for `name` with "true" or "false".
    public static func toggle(name: String, label: String, isOn: Bool) -> HTML {
        element("label", [("class", "toggle")]) {
            element(
                "input",
                [
                    ("id", "field-\(name)"), ("name", name), ("type", "checkbox"), ("role", "switch"),
                    ("checked", Attributes.flag(isOn)),
                ])
            element("span", [], [text(label)])
        }
    }

    /// A link that opens `url` in a new tab, without telling the site which page it came from
    /// (`rel="noopener noreferrer"`). Only `http` and `https` addresses become links; anything else
    /// (a `javascript:` address, say) is shown as text.
    public static func externalLink(_ title: String, to url: String, class className: String? = nil) -> HTML {
        guard let scheme = URL(string: url)?.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            return element("span", [("class", className)], [text(title)])
        }
        return element(
            "a", [("class", className), ("href", url), ("target", "_blank"), ("rel", "noopener noreferrer")],
            [text(title)])
    }

    /// A picture from `url`, loaded only when it scrolls into view and without telling its server
    /// which page shows it; the page's script hides it when it cannot be loaded, so a missing
    /// picture leaves no broken image. Only `https` addresses are shown (the page's policy allows no other).
    public static func image(_ url: String, alt: String, class className: String? = nil) -> HTML {
        guard URL(string: url)?.scheme?.lowercased() == "https" else { return .empty }
        return element(
            "img",
            [
                ("class", className), ("src", url), ("alt", alt), ("loading", "lazy"), ("decoding", "async"),
                ("referrerpolicy", "no-referrer"),
            ])
    }

    /// A paragraph of text with an optional class (`notice`, `problem`, `hint`, `empty`).
    public static func paragraph(_ string: String, class className: String? = nil) -> HTML {
        element("p", [("class", className)], [text(string)])
    }

    /// A row of buttons.
    public static func actions(@HTMLBuilder _ buttons: () -> [HTML]) -> HTML {
        element("div", [("class", "actions")], buttons())
    }
}

extension HTML {
    /// A button for an action the presenter offers: its title, its role's look, disabled when
    /// the action is, and its id as `data-action` and `data-value`.
    public static func button<ID: ActionIdentifier>(_ action: ScreenAction<ID>) -> HTML {
        button(
            action.title, action: action.id.name, value: action.id.argument, style: ButtonStyle(action.role),
            isEnabled: action.isEnabled, label: action.label)
    }

    /// A button for an action that counts on the element whose id is `target` (a goal on a score):
    /// the page adds `step` to the number shown there at once, marked as not sent yet, until the
    /// server's page shows the tap (also while the connection is down), within the target's
    /// `data-min` and `data-max`.
    public static func countingButton<ID: ActionIdentifier>(
        _ action: ScreenAction<ID>, target: String, step: Int
    ) -> HTML {
        element(
            "button",
            [
                ("type", "button"), ("class", "button \(ButtonStyle(action.role).rawValue)"),
                ("data-action", action.id.name), ("data-value", action.id.argument), ("aria-label", action.label),
                ("data-count-target", target), ("data-count-step", String(step)),
                ("disabled", Attributes.flag(!action.isEnabled)),
            ],
            [text(action.title)])
    }

    /// A button for an action that shares `text`: the page hands the text to the browser's share
    /// sheet (the Web Share API) where there is one, copies it to the clipboard otherwise and says
    /// so, and only when it can do neither sends the action, for the presenter to show the text.
    public static func shareButton<ID: ActionIdentifier>(_ action: ScreenAction<ID>, text: String) -> HTML {
        button(
            action.title, action: action.id.name, value: action.id.argument, style: ButtonStyle(action.role),
            isEnabled: action.isEnabled, label: action.label, share: text)
    }

    /// A button for an action that shares the address `path` of this site (`/watch/…`): the page
    /// makes it whole with its own origin, then hands it to the share sheet or copies it as
    /// ``shareButton(_:text:)`` does; when it can do neither it shows the address to copy.
    public static func shareButton<ID: ActionIdentifier>(_ action: ScreenAction<ID>, path: String) -> HTML {
        button(
            action.title, action: action.id.name, value: action.id.argument, style: ButtonStyle(action.role),
            isEnabled: action.isEnabled, label: action.label, shareURL: path)
    }

    /// A button for an action that shares `text` followed by the address `path` of this site (an
    /// invitation, say): the page makes the address whole with its own origin, then shares or
    /// copies both as ``shareButton(_:text:)`` does, and sends the action only when it can do neither.
    public static func shareButton<ID: ActionIdentifier>(_ action: ScreenAction<ID>, text: String, path: String) -> HTML
    {
        button(
            action.title, action: action.id.name, value: action.id.argument, style: ButtonStyle(action.role),
            isEnabled: action.isEnabled, label: action.label, share: text, shareURL: path)
    }

    /// A row of buttons, one for each of `actions`, in order.
    public static func actions<ID: ActionIdentifier>(_ actions: [ScreenAction<ID>]) -> HTML {
        element("div", [("class", "actions")], actions.map(button))
    }
}

extension HTML.ButtonStyle {
    /// The look of an action with `role`.
    init(_ role: ActionRole) {
        self =
            switch role {
            case .primary: .primary
            case .destructive: .danger
            case .standard, .cancel: .secondary
            }
    }
}
