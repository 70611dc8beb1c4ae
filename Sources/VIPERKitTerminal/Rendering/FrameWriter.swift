/// Turns successive frames into the bytes that update a terminal, rewriting only the rows that changed.
struct FrameWriter: Sendable {
    var capabilities: TerminalCapabilities
    private var previousLines: [String] = []
    private var previousSize: (width: Int, height: Int) = (0, 0)

    init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
    }

    /// Forgets the previous frame, so the next one is drawn in full (after a resize or a stray write).
    mutating func invalidate() {
        previousLines = []
    }

    /// The escape sequences and text that turn the previous frame into `buffer`.
    mutating func update(to buffer: ScreenBuffer) -> String {
        var output = ""
        if previousSize != (buffer.width, buffer.height) || previousLines.count != buffer.height {
            output += ANSI.clearScreen
            previousLines = Array(repeating: "", count: buffer.height)
            previousSize = (buffer.width, buffer.height)
        }
        for row in 0..<buffer.height {
            let line = buffer.ansiLine(row, capabilities: capabilities)
            guard line != previousLines[row] else { continue }
            output += ANSI.moveCursor(row: row, column: 0) + line
            previousLines[row] = line
        }
        return output
    }
}
