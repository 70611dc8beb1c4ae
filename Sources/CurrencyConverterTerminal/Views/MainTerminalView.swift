import CurrencyConverter
import VIPERKit
import VIPERKitTerminal

/// The converter: the amount (typed at any time), both currencies, the converted amount and
/// the rate. `f` and `t` open the list of currencies to convert from and to.
@MainActor
final class MainTerminalView: ModuleTerminalView<MainViewState, any MainPresenting>, MainView {
    /// Which currency the open list chooses.
    enum Side: Equatable {
        case input, output
    }

    private(set) var picking: Side?
    private(set) var cursor = ListCursor()
    private var amountField = TextField()

    override var quitsOnQ: Bool { picking == nil }

    override func stateDidChange() {
        amountField.setText(state.amount)
        if let side = picking, !choice(side).isEnabled { picking = nil }
        cursor.clamp(count: state.currencies.count)
    }

    private func choice(_ side: Side) -> CurrencyChoice {
        side == .input ? state.input : state.output
    }

    override var keyBindings: [KeyBinding] {
        picking == nil ? converterBindings : pickerBindings
    }

    private var converterBindings: [KeyBinding] {
        [
            // Typing is handled in handleTyping(_:); this entry only announces it.
            KeyBinding([], hint: KeyHint("0-9 . ⌫", state.amountLabel)) {},
            pickerBinding(.input, key: "f"),
            pickerBinding(.output, key: "t"),
            bind([.character("l"), .enter], "l", to: .loadCurrencies),
            bind([.character("a")], "a", to: .about),
        ]
    }

    /// `key` opens the list of currencies for `side` while the state lets the user choose one.
    private func pickerBinding(_ side: Side, key: Character) -> KeyBinding {
        let choice = choice(side)
        return KeyBinding([.character(key)], hint: KeyHint(String(key), choice.label), isEnabled: choice.isEnabled) {
            [weak self] in self?.openPicker(side)
        }
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
        let current = choice(side).code
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

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 4
        let valueX = x + 10
        let width = area.width - valueX - 2
        buffer.write(state.amountLabel, x: x, y: area.y, style: .bold)
        amountField.draw(in: &buffer, x: valueX, y: area.y, width: 20, isFocused: picking == nil)
        for (offset, choice) in [state.input, state.output].enumerated() {
            buffer.write(choice.label, x: x, y: area.y + 2 + offset, style: .bold)
            buffer.write(choice.text, x: valueX, y: area.y + 2 + offset, maxWidth: width)
        }
        if let side = picking {
            drawPicker(side, in: &buffer, x: x, top: area.y + 5, bottom: area.y + area.height, width: area.width - 8)
            return
        }
        buffer.write(state.resultLabel, x: x, y: area.y + 5, style: .bold)
        buffer.write(state.result, x: valueX, y: area.y + 5, style: .accent, maxWidth: width)
        if let rateText = state.rateText {
            buffer.write(rateText, x: valueX, y: area.y + 6, style: .dim, maxWidth: width)
        }
        var y = area.y + 8
        if let notice = state.notice {
            y += Controls.paragraph(notice, x: x, y: y, width: area.width - 8, maxRows: 3, style: .error, in: &buffer)
            y += 1
        }
        if let load = state.loadCurrencies {
            Controls.button(load.title, x: x, y: y, isFocused: load.isEnabled, in: &buffer)
        }
    }

    private func drawPicker(_ side: Side, in buffer: inout ScreenBuffer, x: Int, top: Int, bottom: Int, width: Int) {
        buffer.write(choice(side).prompt, x: x, y: top, style: .accent)
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
