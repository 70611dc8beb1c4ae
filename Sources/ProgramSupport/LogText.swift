/// Text a stranger chose (a page's event, a request's path), made safe for one log line.
public enum LogText {
    /// `text` in quotes, at most 120 characters, with newlines, quotes and terminal escapes
    /// escaped, so it cannot forge another line or repaint a terminal; "none" for `nil`.
    public static func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        if text.utf8.count <= 120, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            return "\"" + text + "\""  // printable ASCII: nothing to escape
        }
        let shown = text.count > 120 ? String(text.prefix(120)) + "…" : text
        return String(reflecting: shown)
    }
}
