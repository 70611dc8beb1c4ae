import CurrencyConverter
import VIPERKit
import VIPERKitWeb

/// The converter: the amount, both currencies with Swap between them, the result, the rate and
/// its date. Tapping a currency (`pick-from`, `pick-to`) opens the list of currencies in place,
/// with a search by code or name; tapping one (`choose`, its code as value) picks it, and Back or
/// Escape closes the list.
@MainActor
final class MainWebView: ModuleWebView<MainViewState, any MainPresenting>, MainView {
    override var screenName: String { "converter" }

    override func handleFieldEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .input(name: MainField.amount.rawValue, let text):
            presenter?.fieldDidChange(.amount, to: text)
        case .input(name: MainField.search.rawValue, let query):
            presenter?.fieldDidChange(.search, to: query)
        case .key(.enter, field: MainField.search.rawValue):
            guard let first = state.picker?.matches.first else { return true }
            perform(.choose(first.code))
        default:
            return false
        }
        // The field shows what the presenter kept of it, even when that did not change.
        setNeedsDisplay()
        return true
    }

    override func renderContent() -> HTML {
        if let picker = state.picker { return list(picker) }
        return .element("div", [("class", "converter")]) {
            HTML.element("div", [("class", "amount-line")]) {
                HTML.textField(
                    name: MainField.amount.rawValue, label: state.amountLabel, value: state.amount, kind: .decimal)
                if let clear = state.clear { HTML.button(clear) }
            }
            currencyButton(state.input, side: .from)
            if let swap = state.swap {
                HTML.element("div", [("class", "swap-line")], [HTML.button(swap)])
            }
            currencyButton(state.output, side: .to)
            HTML.element("section", [("class", "result"), ("aria-live", "polite")]) {
                HTML.element("span", [("class", "field-label")], [.text(state.resultLabel)])
                HTML.element("output", [("class", "result-amount"), ("for", "field-amount")], [.text(state.result)])
                if let rate = state.rateText { HTML.paragraph(rate, class: "hint rate") }
                if let date = state.ratesDate { HTML.paragraph(date, class: "hint rates-date") }
            }
            if let notice = state.notice {
                HTML.element("p", [("class", "notice problem"), ("role", "alert")], [.text(notice)])
            }
            HTML.actions(state.offeredActions.filter { $0.id == .loadCurrencies || $0.id == .about })
        }
    }

    /// The button that shows one side's currency and opens its list.
    private func currencyButton(_ choice: CurrencyChoice, side: CurrencySide) -> HTML {
        .element("div", [("class", "field currency")]) {
            HTML.element("span", [("class", "field-label"), ("id", "label-\(side.rawValue)")], [.text(choice.label)])
            HTML.element(
                "button",
                [
                    ("type", "button"), ("class", "button currency-choice"), ("data-action", choice.pick.id.name),
                    ("aria-labelledby", "label-\(side.rawValue) choice-\(side.rawValue)"),
                    ("disabled", HTML.Attributes.flag(!choice.isEnabled)),
                ]
            ) {
                HTML.element("span", [("id", "choice-\(side.rawValue)")], [.text(choice.text)])
            }
        }
    }

    /// The open list of currencies, with the search above it.
    private func list(_ picker: CurrencyPicker) -> HTML {
        let current = picker.current
        return .element("div", [("class", "picker")]) {
            HTML.element("h2", [], [.text(picker.prompt)])
            HTML.textField(
                name: MainField.search.rawValue, label: picker.searchPrompt, value: picker.search, kind: .search)
            if let noMatch = picker.noMatch { HTML.paragraph(noMatch, class: "empty") }
            HTML.element("div", [("class", "options"), ("role", "listbox"), ("aria-label", picker.prompt)]) {
                picker.matches.map { option in
                    let choose = MainAction.choose(option.code)
                    return HTML.element(
                        "button",
                        [
                            ("type", "button"),
                            ("class", option.code == current ? "button plain option selected" : "button plain option"),
                            ("role", "option"), ("aria-selected", String(option.code == current)),
                            ("data-action", choose.name), ("data-value", choose.argument),
                        ]
                    ) {
                        HTML.element("span", [("class", "radio"), ("aria-hidden", "true")])
                        HTML.element("span", [("class", "option-title")], [.text(option.label)])
                    }
                }
            }
            HTML.actions([picker.close])
        }
    }
}
