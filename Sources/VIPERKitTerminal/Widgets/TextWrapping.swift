extension String {
    /// This text broken into lines of at most `width` columns, at spaces where possible.
    public func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                let separator = line.isEmpty ? "" : " "
                if (line + separator + word).terminalWidth <= width {
                    line += separator + word
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                while word.terminalWidth > width {
                    let head = String(word.prefix(width))
                    lines.append(head)
                    word = String(word.dropFirst(head.count))
                }
                line = word
            }
            lines.append(line)
        }
        return lines
    }
}
