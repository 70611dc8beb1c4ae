import CurrencyConverter
import VIPERKit
import VIPERKitTerminal

/// The converter: the amount (typed at any time), both currencies, the converted amount, the rate
/// and its date. `f` and `t` open the list of currencies to convert from and to, where typing
/// searches them; `s` swaps the currencies and `c` clears the amount.
@MainActor
final class MainTerminalView: ModuleTerminalView<MainViewState, any MainPresenting>, MainView {
    let list = CursorList()
    private var amountField = TextField()
    private var searchField = TextField()
    /// The side and the search of the list drawn last, to place the cursor when either changes.
    private var shownPicker: (side: CurrencySide, search: String)?

    override var quitsOnQ: Bool { state.picker == nil }

    /// A list that opens starts on the side's currency; a new search starts at its first match.
    override func stateDidChange() {
        amountField.setText(state.amount)
        let picker = state.picker
        if searchField.text != picker?.search ?? "" { searchField.setText(picker?.search ?? "") }
        if let picker {
            if shownPicker?.side != picker.side {
                let index = picker.matches.firstIndex { $0.code == picker.current } ?? 0
                list.move(to: index, count: picker.matches.count)
            } else if shownPicker?.search != picker.search {
                list.move(to: 0, count: picker.matches.count)
            }
        }
        shownPicker = picker.map { ($0.side, $0.search) }
        list.update(count: picker?.matches.count ?? 0)
    }

    override var keyBindings: [KeyBinding] {
        state.picker.map(pickerBindings) ?? converterBindings
    }

    private var converterBindings: [KeyBinding] {
        [
            // Typing is handled in handleTyping(_:); this entry only announces it.
            KeyBinding([], hint: KeyHint("0-9 . ⌫", state.amountLabel)) {},
            bind([.character("f")], "f", to: .openPicker(.from)),
            bind([.character("t")], "t", to: .openPicker(.to)),
            bind([.character("s")], "s", to: .swap),
            bind([.character("c")], "c", to: .clear),
            bind([.character("l"), .enter], "l", to: .loadCurrencies),
            bind([.character("a")], "a", to: .about),
        ]
    }

    private func pickerBindings(_ picker: CurrencyPicker) -> [KeyBinding] {
        [
            // Typing is handled in handleTyping(_:); this entry only announces it.
            KeyBinding([], hint: KeyHint("a-z ⌫", "Search")) {},
            list.moveBinding(count: picker.matches.count, isEnabled: true),
            KeyBinding([.enter], hint: KeyHint("Enter", "Choose"), isEnabled: !picker.matches.isEmpty) {
                [weak self] in self?.chooseAtCursor()
            },
            bind([.escape], "Esc", to: .closePicker),
        ]
    }

    /// Digits and "." or "," type into the amount, Backspace deletes; in the list, typing and
    /// Backspace edit the search.
    override func handleTyping(_ key: Key) -> KeyHandling {
        if let picker = state.picker { return search(key, in: picker) }
        switch key {
        case .backspace:
            presenter?.fieldDidChange(.amount, to: AmountText.removingLast(from: state.amount))
            return .handled
        case .character(let character) where character.isASCII && (character.isNumber || ",.".contains(character)):
            presenter?.fieldDidChange(.amount, to: state.amount + String(character))
            return .handled
        default:
            return .ignored
        }
    }

    /// Edits the search with `key` (a letter or a space typed, Backspace) and hands the new text to the presenter.
    private func search(_ key: Key, in picker: CurrencyPicker) -> KeyHandling {
        let query: String
        switch key {
        case .backspace: query = String(picker.search.dropLast())
        case .character(let character) where character.isLetter || character == " ":
            query = picker.search + String(character)
        default: return .ignored
        }
        presenter?.fieldDidChange(.search, to: query)
        return .handled
    }

    private func chooseAtCursor() {
        guard let match = state.picker.flatMap({ list.row(in: $0.matches) }) else { return }
        perform(.choose(match.code))
    }

    override func drawContent(in buffer: inout ScreenBuffer, area: Rect) {
        let x = area.x + 4
        let valueX = x + 10
        let width = area.width - valueX - 2
        buffer.write(state.amountLabel, x: x, y: area.y, style: .bold)
        amountField.draw(in: &buffer, x: valueX, y: area.y, width: 20, isFocused: state.picker == nil)
        for (offset, choice) in [state.input, state.output].enumerated() {
            buffer.write(choice.label, x: x, y: area.y + 2 + offset, style: .bold)
            buffer.write(choice.text, x: valueX, y: area.y + 2 + offset, maxWidth: width)
        }
        if let picker = state.picker {
            drawPicker(picker, in: &buffer, x: x, top: area.y + 5, bottom: area.y + area.height, width: area.width - 8)
            return
        }
        buffer.write(state.resultLabel, x: x, y: area.y + 5, style: .bold)
        buffer.write(state.result, x: valueX, y: area.y + 5, style: .accent, maxWidth: width)
        for (offset, line) in [state.rateText, state.ratesDate].enumerated() {
            if let line { buffer.write(line, x: valueX, y: area.y + 6 + offset, style: .dim, maxWidth: width) }
        }
        var y = area.y + 9
        if let notice = state.notice {
            y += Controls.paragraph(notice, x: x, y: y, width: area.width - 8, maxRows: 4, style: .error, in: &buffer)
            y += 1
        }
        if let load = state.loadCurrencies {
            Controls.button(load.title, x: x, y: y, isFocused: load.isEnabled, in: &buffer)
        }
    }

    /// The prompt, the search line and the matching currencies (or the sentence saying none match).
    private func drawPicker(
        _ picker: CurrencyPicker, in buffer: inout ScreenBuffer, x: Int, top: Int, bottom: Int, width: Int
    ) {
        buffer.write(picker.prompt, x: x, y: top, style: .accent)
        let promptWidth = buffer.write(picker.searchPrompt, x: x, y: top + 1, style: .bold, maxWidth: width / 2)
        searchField.draw(in: &buffer, x: x + promptWidth + 2, y: top + 1, width: 30, isFocused: true)
        let matches = picker.matches
        let listArea = Rect(x: x, y: top + 3, width: width, height: bottom - top - 3)
        list.draw(
            in: &buffer, area: listArea, count: matches.count,
            empty: picker.noMatch.map { .paragraph($0, maxRows: 2, style: .dim) }
        ) { buffer, index, y, isCursor in
            buffer.write(
                matches[index].label, x: x + 2, y: y, style: isCursor ? .selected : .plain, maxWidth: width - 2)
        }
    }
}
