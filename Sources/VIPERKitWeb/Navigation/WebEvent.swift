/// One thing the user did in the page, as the page's script reports it over the WebSocket.
///
/// The wire format is a JSON object: `{"type": "action", "action": "add", "value": "…"}` for a tap
/// on an element with `data-action`, `{"type": "input", "name": "username", "value": "ana"}` for
/// typing in (or flipping) a field, and `{"type": "key", "key": "Enter", "name": "username"}` for
/// Enter or Escape, and `{"type": "navigate", "value": "/players", "seq": 3}` when the browser's Back or
/// Forward brought the page to another address (the page numbers them, see ``WebPage/navigation``). Anything else fails to decode and is ignored
/// with a log line.
public enum WebEvent: Equatable, Sendable {
    /// A tap on an element whose `data-action` is `name`, with its `data-value`.
    case action(String, value: String?)
    /// The field `name` now holds `value` ("true" or "false" for a switch).
    case input(name: String, value: String)
    /// Enter or Escape, with the field that had the focus.
    case key(WebKey, field: String?)
    /// The browser went to the address `path` (Back, Forward): show the screen it names. `sequence`
    /// numbers the page's navigations, so the page knows which pages answer this one.
    case navigate(String, sequence: Int = 0)

    /// The keys the page reports.
    public enum WebKey: String, Sendable {
        case enter = "Enter"
        case escape = "Escape"
    }

    /// The longest text a field may send; longer events are refused.
    public static let maximumValueLength = 4_096
}

extension WebEvent: Decodable {
    private enum CodingKeys: String, CodingKey {
        case type, action, value, name, key, seq
    }

    /// Why an event was refused.
    public struct Malformed: Error, CustomStringConvertible {
        public var description: String
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "action":
            let action = try Self.bounded(container.decode(String.self, forKey: .action), "action")
            let value = try container.decodeIfPresent(String.self, forKey: .value).map { try Self.bounded($0, "value") }
            self = .action(action, value: value)
        case "input":
            let name = try Self.bounded(container.decode(String.self, forKey: .name), "name")
            self = .input(name: name, value: try Self.bounded(container.decode(String.self, forKey: .value), "value"))
        case "navigate":
            let path = try Self.bounded(container.decode(String.self, forKey: .value), "value")
            self = .navigate(path, sequence: try container.decodeIfPresent(Int.self, forKey: .seq) ?? 0)
        case "key":
            let keyName = try container.decode(String.self, forKey: .key)
            guard let key = WebKey(rawValue: keyName) else {
                throw Malformed(description: "unknown key \"\(keyName.prefix(20))\"")
            }
            let field = try container.decodeIfPresent(String.self, forKey: .name).map { try Self.bounded($0, "name") }
            self = .key(key, field: field)
        default:
            throw Malformed(description: "unknown event type \"\(type.prefix(20))\"")
        }
    }

    private static func bounded(_ string: String, _ key: String) throws -> String {
        guard string.utf8.count <= maximumValueLength else {
            throw Malformed(description: "'\(key)' is longer than \(maximumValueLength) bytes")
        }
        return string
    }
}
