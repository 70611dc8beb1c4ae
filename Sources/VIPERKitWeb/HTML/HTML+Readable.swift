import Foundation

extension HTML {
    /// The markup indented one element a line, for golden files and for reading in a debugger.
    ///
    /// An element that holds only text stays on one line (`<button …>Log in</button>`). Meant
    /// for markup built with ``HTML``, whose tags are always closed.
    public var readable: String {
        var lines: [String] = []
        var depth = 0
        var index = rendered.startIndex
        var pending: (open: String, text: String)?

        func flushPending() {
            guard let open = pending else { return }
            lines.append(String(repeating: "  ", count: depth) + open.open + open.text)
            depth += 1
            pending = nil
        }

        while index < rendered.endIndex {
            if rendered[index] == "<" {
                let end = rendered[index...].firstIndex(of: ">") ?? rendered.index(before: rendered.endIndex)
                let tag = String(rendered[index...end])
                index = rendered.index(after: end)
                if tag.hasPrefix("</") {
                    if let open = pending {
                        lines.append(String(repeating: "  ", count: depth) + open.open + open.text + tag)
                        pending = nil
                    } else {
                        depth = max(0, depth - 1)
                        lines.append(String(repeating: "  ", count: depth) + tag)
                    }
                } else {
                    flushPending()
                    let name = tag.dropFirst().prefix { $0 != " " && $0 != ">" }
                    if Self.voidElements.contains(String(name)) {
                        lines.append(String(repeating: "  ", count: depth) + tag)
                    } else {
                        pending = (tag, "")
                    }
                }
            } else {
                let end = rendered[index...].firstIndex(of: "<") ?? rendered.endIndex
                let text = String(rendered[index..<end])
                index = end
                if pending != nil {
                    pending?.text += text
                } else if !text.trimmingCharacters(in: .whitespaces).isEmpty {
                    lines.append(String(repeating: "  ", count: depth) + text)
                }
            }
        }
        flushPending()
        return lines.joined(separator: "\n")
    }
}
