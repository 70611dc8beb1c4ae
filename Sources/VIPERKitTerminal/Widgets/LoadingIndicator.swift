/// The box shown in the middle of a screen while a request runs; input waits until it goes,
/// except Esc, which cancels the request.
enum LoadingIndicator {
    static let text = "Loading…  Esc cancels"

    static func draw(in buffer: inout ScreenBuffer, area: Rect) {
        let box = area.centered(width: text.terminalWidth + 6, height: 3)
        Box.draw(box, style: .accent, in: &buffer)
        buffer.write(text, x: box.x + 3, y: box.y + 1, style: .accent, maxWidth: box.width - 4)
    }
}
