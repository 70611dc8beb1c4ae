/// Draws a framed dialog with a wrapped message and a row of buttons.
enum DialogLayout {
    static func draw(
        title: String, message: String, buttons: [String], focused: Int?, in buffer: inout ScreenBuffer, area: Rect
    ) {
        let width = min(60, max(20, area.width - 4))
        let lines = message.wrapped(toWidth: width - 4)
        let height = min(area.height, lines.count + 5)
        let box = area.centered(width: width, height: height)
        Box.draw(box, title: title, style: .accent, in: &buffer)
        for (offset, line) in lines.prefix(max(0, box.height - 5)).enumerated() {
            buffer.write(line, x: box.x + 2, y: box.y + 2 + offset, maxWidth: box.width - 4)
        }
        let labels = buttons.enumerated().map { index, title in index == focused ? "> \(title) <" : "[ \(title) ]" }
        let row = labels.joined(separator: "  ")
        var x = box.x + max(2, (box.width - row.terminalWidth) / 2)
        for (index, label) in labels.enumerated() {
            x += buffer.write(label, x: x, y: box.maxY - 2, style: index == focused ? .selected : .bold)
            x += 2
        }
    }
}
