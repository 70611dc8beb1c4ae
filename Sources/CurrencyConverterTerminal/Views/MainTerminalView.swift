import CurrencyConverter
import VIPERKit
import VIPERKitTerminal

/// The converter: the amount (typed at any time), both currencies, the converted amount and
/// the rate. `f` and `t` open the list of currencies to convert from and to.
@MainActor
final class MainTerminalView: TerminalView, MainView {
    /// Which currency the open list chooses.
    enum Side: Equatable {
        case input, output
    }

    var presenter: (any MainPresenting)?
    private(set) var state = MainViewState(amount: "", inputCurrency: "", outputCurrency: "")
    private(set) var picking: Side?
    private(set) var cursor = ListCursor()
    private var amountField = TextField()

    override var title: String { state.title }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }
    override var quitsOnQ: Bool { picking == nil }

    func render(_ state: MainViewState) {
        self.state = state
        amountField.setText(state.amount)
        if state.currencies.isEmpty { picking = nil }
        cursor.clamp(count: state.currencies.count)
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override var keyBindings: [KeyBinding] {
        picking == nil ? converterBindings : pickerBindings
    }

    private var converterBindings: [KeyBinding] {
        let hasCurrencies = !state.currencies.isEmpty
        return [
            // Typing is handled in handleTyping(_:); this entry only announces it.
            KeyBinding([], hint: KeyHint("0-9 . ⌫", "Amount")) {},
            KeyBinding([.character("f")], hint: KeyHint("f", "From"), isEnabled: hasCurrencies) { [weak self] in
                self?.openPicker(.input)
            },
            KeyBinding([.character("t")], hint: KeyHint("t", "To"), isEnabled: hasCurrencies) { [weak self] in
                self?.openPicker(.output)
            },
            KeyBinding(
                [.character("l"), .enter], hint: KeyHint("l", "Load currencies"), isEnabled: state.canLoadCurrencies
            ) { [tasks, presenter] in
                tasks.run { await presenter?.didTapLoadCurrencies() }
            },
            KeyBinding([.character("a")], hint: KeyHint("a", "About")) { [presenter] in presenter?.didTapAbout() },
        ]
    }

    private var pickerBindings: [KeyBinding] {
        [
            KeyBinding(KeyBinding.cursorKeys, hint: KeyHint("↑↓", "Move")) { [weak self] key in
                guard let self else { return }
                _ = cursor.handle(key, count: state.currencies.count)
            },
            KeyBinding([.enter], hint: KeyHint("Enter", "Choose")) { [weak self] in self?.choose() },
            KeyBinding([.escape], hint: KeyHint("Esc", "Cancel")) { [weak self] in self?.picking = nil },
        ]
    }

    /// Digits and "." or "," type into the amount, Backspace deletes; in the list, a letter
    /// jumps to the first currency whose code starts with it.
    override func handleTyping(_ key: Key) -> KeyHandling {
        if picking != nil {
            guard let letter = key.typedCharacter, letter.isLetter else { return .ignored }
            let prefix = String(letter).uppercased()
            guard let index = state.currencies.firstIndex(where: { $0.code.hasPrefix(prefix) }) else { return .handled }
            cursor.move(to: index, count: state.currencies.count)
            return .handled
        }
        switch key {
        case .backspace:
            presenter?.didTapBackspace()
            return .handled
        case .character(let character) where character.isASCII && (character.isNumber || ",.".contains(character)):
            presenter?.didTypeAmount(character)
            return .handled
        default:
            return .ignored
        }
    }

    private func openPicker(_ side: Side) {
        let current = side == .input ? state.inputCurrency : state.outputCurrency
        cursor.move(to: state.currencies.firstIndex { $0.code == current } ?? 0, count: state.currencies.count)
        picking = side
    }

    private func choose() {
        guard let side = picking, state.currencies.indices.contains(cursor.index) else { return }
        let code = state.currencies[cursor.index].code
        picking = nil
        tasks.run { [presenter] in
            switch side {
            case .input: await presenter?.didSelectInputCurrency(code)
            case .output: await presenter?.didSelectOutputCurrency(code)
            }
        }
    }

    private func label(of code: String) -> String {
        state.currencies.first { $0.code == code }?.label ?? code
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 4
        let valueX = x + 10
        let width = area.width - valueX - 2
        buffer.write("Amount", x: x, y: area.y, style: .bold)
        amountField.draw(in: &buffer, x: valueX, y: area.y, width: 20, isFocused: picking == nil)
        buffer.write("From", x: x, y: area.y + 2, style: .bold)
        buffer.write(label(of: state.inputCurrency), x: valueX, y: area.y + 2, maxWidth: width)
        buffer.write("To", x: x, y: area.y + 3, style: .bold)
        buffer.write(label(of: state.outputCurrency), x: valueX, y: area.y + 3, maxWidth: width)
        if let side = picking {
            drawPicker(side, in: &buffer, x: x, top: area.y + 5, bottom: area.y + area.height, width: area.width - 8)
            return
        }
        buffer.write("Result", x: x, y: area.y + 5, style: .bold)
        let converted = state.convertedAmount.map { "\($0) \(state.outputCurrency)" } ?? "-"
        buffer.write(converted, x: valueX, y: area.y + 5, style: .accent, maxWidth: width)
        if let rateText = state.rateText {
            buffer.write(rateText, x: valueX, y: area.y + 6, style: .dim, maxWidth: width)
        }
        var y = area.y + 8
        if let notice = state.notice {
            y += Controls.paragraph(notice, x: x, y: y, width: area.width - 8, maxRows: 3, style: .error, in: &buffer)
            y += 1
        }
        if state.canLoadCurrencies {
            Controls.button("Load currencies", x: x, y: y, isFocused: true, in: &buffer)
        }
    }

    private func drawPicker(_ side: Side, in buffer: inout ScreenBuffer, x: Int, top: Int, bottom: Int, width: Int) {
        let heading = side == .input ? "Convert from:" : "Convert to:"
        buffer.write(heading, x: x, y: top, style: .accent)
        let rows = cursor.visibleRange(count: state.currencies.count, height: max(1, bottom - top - 1))
        for (offset, index) in rows.enumerated() {
            let y = top + 1 + offset
            let isCursor = index == cursor.index
            Controls.cursorMarker(isFocused: isCursor, x: x, y: y, in: &buffer)
            buffer.write(
                state.currencies[index].label, x: x + 2, y: y, style: isCursor ? .selected : .plain,
                maxWidth: width - 2)
        }
    }
}
