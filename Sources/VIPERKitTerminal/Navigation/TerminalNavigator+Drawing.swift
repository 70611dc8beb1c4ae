extension TerminalNavigator {
    /// The smallest terminal the screens are laid out for.
    static let minimumSize = TerminalSize(width: 40, height: 12)

    /// The most lines the ``notice`` takes; a longer one is cut.
    static let maximumNoticeLines = 2

    /// Draws the visible screen: the title bar, the content, the notice if any, and the footer
    /// listing its keys.
    public func draw(in buffer: inout ScreenBuffer) {
        let width = buffer.width
        let height = buffer.height
        buffer.fill(buffer.bounds)
        guard width >= Self.minimumSize.width, height >= Self.minimumSize.height else {
            let message = "Please make the terminal at least \(Self.minimumSize.width)×\(Self.minimumSize.height)."
            for (row, line) in message.wrapped(toWidth: max(1, width)).enumerated() {
                buffer.write(line, x: 0, y: row)
            }
            return
        }
        drawTitleBar(in: &buffer)
        let footer = Footer.lines(for: keyHints, width: width - 2).suffix(3)
        let footerTop = height - footer.count
        buffer.write(String(repeating: "─", count: width), x: 0, y: footerTop - 1, style: .dim)
        for (offset, line) in footer.enumerated() {
            Footer.draw(line, in: &buffer, y: footerTop + offset)
        }
        let noticeLines = (notice?.wrapped(toWidth: width - 2) ?? []).prefix(Self.maximumNoticeLines)
        let noticeTop = footerTop - 1 - noticeLines.count
        for (offset, line) in noticeLines.enumerated() {
            buffer.write(line, x: 1, y: noticeTop + offset, style: .notice)
        }
        let content = Rect(x: 0, y: 2, width: width, height: noticeTop - 2)
        if let view = visibleView {
            view.draw(in: &buffer, area: content)
        } else {
            Controls.centered(
                emptyMessage, in: content, y: content.y + content.height / 3, style: .dim, buffer: &buffer)
        }
    }

    /// The visible screen as plain text in a `width`×`height` terminal.
    public func renderText(width: Int = 80, height: Int = 24) -> String {
        var buffer = ScreenBuffer(width: width, height: height)
        draw(in: &buffer)
        return buffer.plainText
    }

    private func drawTitleBar(in buffer: inout ScreenBuffer) {
        let title = visibleView?.title ?? ""
        let text = title.isEmpty ? " \(appName)" : " \(appName) · \(title)"
        buffer.write(text.padded(toWidth: buffer.width), x: 0, y: 0, style: .selected)
    }
}
