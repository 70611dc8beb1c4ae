import CurrencyConverter
import VIPERKit
import VIPERKitWeb

/// The converter: the amount, both currencies with Swap between them, the result, the rate and
/// its date. Tapping a currency (`pick-from`, `pick-to`) opens the list of currencies in place,
/// with a search by code or name; tapping one (`choose`, its code as value) picks it, and Back or
/// Escape closes the list.
@MainActor
final class MainWebView: ModuleWebView<MainViewState, any MainPresenting>, MainView {
    /// Which currency the open list chooses.
    enum Side: String {
        case from, to
    }

    /// The side whose list is open; `nil` shows the converter.
    private(set) var picking: Side?

    override var screenName: String { "converter" }

    override func stateDidChange() {
        if let side = picking, !choice(side).isEnabled { closePicker() }
    }

    override func handleBack() -> Bool {
        guard picking != nil else { return super.handleBack() }
        closePicker()
        setNeedsDisplay()
        return true
    }

    override func handleFieldEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .input(name: MainField.amount.rawValue, let text):
            presenter?.fieldDidChange(.amount, to: text)
        case .input(name: MainField.search.rawValue, let query) where picking != nil:
            presenter?.fieldDidChange(.search, to: query)
        case .action("pick-from", _):
            openPicker(.from)
        case .action("pick-to", _):
            openPicker(.to)
        case .action("choose", let code?) where picking != nil:
            choose(code)
        case .key(.enter, field: MainField.search.rawValue) where picking != nil:
            guard let first = state.matchingCurrencies.first else { return true }
            choose(first.code)
        case .action("close-picker", _), .key(.escape, _):
            guard picking != nil else { return false }
            closePicker()
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    private func choice(_ side: Side) -> CurrencyChoice {
        side == .from ? state.input : state.output
    }

    private func openPicker(_ side: Side) {
        guard choice(side).isEnabled else { return }
        picking = side
        presenter?.fieldDidChange(.search, to: "")
    }

    private func closePicker() {
        picking = nil
        presenter?.fieldDidChange(.search, to: "")
    }

    private func choose(_ code: String) {
        guard let side = picking, state.currencies.contains(where: { $0.code == code }) else { return }
        closePicker()
        tasks.run { [presenter] in
            switch side {
            case .from: await presenter?.didSelectInputCurrency(code)
            case .to: await presenter?.didSelectOutputCurrency(code)
            }
        }
    }

    override func renderContent() -> HTML {
        if let side = picking { return picker(side) }
        return .element("div", [("class", "converter")]) {
            HTML.element("div", [("class", "amount-line")]) {
                HTML.textField(
                    name: MainField.amount.rawValue, label: state.amountLabel, value: state.amount, kind: .decimal)
                if let clear = state.clear { HTML.button(clear) }
            }
            currencyButton(.from)
            if let swap = state.swap {
                HTML.element("div", [("class", "swap-line")], [HTML.button(swap)])
            }
            currencyButton(.to)
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
    private func currencyButton(_ side: Side) -> HTML {
        let choice = choice(side)
        return .element("div", [("class", "field currency")]) {
            HTML.element("span", [("class", "field-label"), ("id", "label-\(side.rawValue)")], [.text(choice.label)])
            HTML.element(
                "button",
                [
                    ("type", "button"), ("class", "button currency-choice"), ("data-action", "pick-\(side.rawValue)"),
                    ("aria-labelledby", "label-\(side.rawValue) choice-\(side.rawValue)"),
                    ("disabled", HTML.Attributes.flag(!choice.isEnabled)),
                ]
            ) {
                HTML.element("span", [("id", "choice-\(side.rawValue)")], [.text(choice.text)])
            }
        }
    }

    /// The list of currencies for `side`, with the search above it.
    private func picker(_ side: Side) -> HTML {
        let current = choice(side).code
        return .element("div", [("class", "picker")]) {
            HTML.element("h2", [], [.text(choice(side).prompt)])
            HTML.textField(
                name: MainField.search.rawValue, label: state.searchPrompt, value: state.currencySearch, kind: .search)
            if let noMatch = state.noMatch { HTML.paragraph(noMatch, class: "empty") }
            HTML.element("div", [("class", "options"), ("role", "listbox"), ("aria-label", choice(side).prompt)]) {
                state.matchingCurrencies.map { option in
                    HTML.element(
                        "button",
                        [
                            ("type", "button"),
                            ("class", option.code == current ? "button plain option selected" : "button plain option"),
                            ("role", "option"), ("aria-selected", String(option.code == current)),
                            ("data-action", "choose"), ("data-value", option.code),
                        ]
                    ) {
                        HTML.element("span", [("class", "radio"), ("aria-hidden", "true")])
                        HTML.element("span", [("class", "option-title")], [.text(option.label)])
                    }
                }
            }
            HTML.actions {
                HTML.button(state.closePicker, action: "close-picker")
            }
        }
    }
}
