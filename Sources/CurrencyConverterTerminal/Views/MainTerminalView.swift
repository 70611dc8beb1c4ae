import CurrencyConverter
import VIPERKit
import VIPERKitTerminal

/// The converter: the amount (typed at any time), both currencies, the converted amount, the rate
/// and its date. `f` and `t` open the list of currencies to convert from and to, where typing
/// searches them; `s` swaps the currencies and `c` clears the amount.
@MainActor
final class MainTerminalView: ModuleTerminalView<MainViewState, any MainPresenting>, MainView {
    /// Which currency the open list chooses.
    enum Side: Equatable {
        case input, output
    }

    private(set) var picking: Side?
    private(set) var cursor = ListCursor()
    private var amountField = TextField()
    private var searchField = TextField()

    override var quitsOnQ: Bool { picking == nil }

    override func stateDidChange() {
        amountField.setText(state.amount)
        if searchField.text != state.currencySearch {
            searchField.setText(state.currencySearch)
            cursor.move(to: 0, count: state.matchingCurrencies.count)
        }
        if let side = picking, !choice(side).isEnabled { picking = nil }
        cursor.clamp(count: state.matchingCurrencies.count)
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
            bind([.character("s")], "s", to: .swap),
            bind([.character("c")], "c", to: .clear),
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
            // Typing is handled in handleTyping(_:); this entry only announces it.
            KeyBinding([], hint: KeyHint("a-z ⌫", "Search")) {},
            KeyBinding(KeyBinding.cursorKeys, hint: KeyHint("↑↓", "Move")) { [weak self] key in
                guard let self else { return }
                _ = cursor.handle(key, count: state.matchingCurrencies.count)
            },
            KeyBinding([.enter], hint: KeyHint("Enter", "Choose"), isEnabled: !state.matchingCurrencies.isEmpty) {
                [weak self] in self?.choose()
            },
            KeyBinding([.escape], hint: KeyHint("Esc", state.closePicker)) { [weak self] in self?.closePicker() },
        ]
    }

    /// Digits and "." or "," type into the amount, Backspace deletes; in the list, typing and
    /// Backspace edit the search.
    override func handleTyping(_ key: Key) -> KeyHandling {
        if picking != nil { return search(key) }
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
    private func search(_ key: Key) -> KeyHandling {
        let query: String
        switch key {
        case .backspace: query = String(state.currencySearch.dropLast())
        case .character(let character) where character.isLetter || character == " ":
            query = state.currencySearch + String(character)
        default: return .ignored
        }
        presenter?.fieldDidChange(.search, to: query)
        return .handled
    }

    private func openPicker(_ side: Side) {
        presenter?.fieldDidChange(.search, to: "")
        let current = choice(side).code
        let matches = state.matchingCurrencies
        cursor.move(to: matches.firstIndex { $0.code == current } ?? 0, count: matches.count)
        picking = side
    }

    private func closePicker() {
        picking = nil
        presenter?.fieldDidChange(.search, to: "")
    }

    private func choose() {
        guard let side = picking, state.matchingCurrencies.indices.contains(cursor.index) else { return }
        let code = state.matchingCurrencies[cursor.index].code
        closePicker()
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
    private func drawPicker(_ side: Side, in buffer: inout ScreenBuffer, x: Int, top: Int, bottom: Int, width: Int) {
        buffer.write(choice(side).prompt, x: x, y: top, style: .accent)
        let promptWidth = buffer.write(state.searchPrompt, x: x, y: top + 1, style: .bold, maxWidth: width / 2)
        searchField.draw(in: &buffer, x: x + promptWidth + 2, y: top + 1, width: 30, isFocused: true)
        if let noMatch = state.noMatch {
            Controls.paragraph(noMatch, x: x, y: top + 3, width: width, maxRows: 2, style: .dim, in: &buffer)
            return
        }
        let matches = state.matchingCurrencies
        let rows = cursor.visibleRange(count: matches.count, height: max(1, bottom - top - 3))
        for (offset, index) in rows.enumerated() {
            let y = top + 3 + offset
            let isCursor = index == cursor.index
            Controls.cursorMarker(isFocused: isCursor, x: x, y: y, in: &buffer)
            buffer.write(
                matches[index].label, x: x + 2, y: y, style: isCursor ? .selected : .plain, maxWidth: width - 2)
        }
    }
}
