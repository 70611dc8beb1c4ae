import FootballGather
import VIPERKit
import VIPERKitWeb

/// Edits one field of a player: a text field, or a list of options with the current one marked.
/// Back (or Escape, or Cancel) leaves without saving.
@MainActor
final class PlayerEditWebView: WebView, PlayerEditView {
    var presenter: (any PlayerEditPresenting)?
    private(set) var state = PlayerEditViewState(title: "", input: .choice([]))

    override var title: String { state.title }
    override var screenName: String { "player-edit" }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: PlayerEditViewState) {
        self.state = state
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override func handleContentEvent(_ event: WebEvent) -> Bool {
        switch (state.input, event) {
        case (.text, .input(name: "value", let text)):
            presenter?.textDidChange(text)
        case (.text, .key(.enter, field: "value")):
            if state.isDoneEnabled { done() }
        case (.choice(let options), .action("choose", let value)):
            guard let index = value.flatMap(Int.init), options.indices.contains(index) else { return false }
            presenter?.didSelectOption(at: index)
        case (_, .action("done", _)) where state.isDoneEnabled:
            done()
        case (_, .action("cancel", _)):
            cancel()
        default:
            return false
        }
        return true
    }

    override func handleBack() -> Bool {
        cancel()
        return true
    }

    private func cancel() {
        tasks.run { [presenter] in await presenter?.didTapCancel() }
    }

    private func done() {
        tasks.run { [presenter] in await presenter?.didTapDone() }
    }

    override func renderContent() -> HTML {
        .element("div", [("class", "form")]) {
            switch state.input {
            case .text(let text, let placeholder, let isNumeric):
                HTML.textField(
                    name: "value", label: state.title, value: text, kind: isNumeric ? .number : .text,
                    placeholder: placeholder)
            case .choice(let options):
                HTML.element("div", [("class", "options"), ("role", "radiogroup"), ("aria-label", state.title)]) {
                    options.enumerated().map { index, option in optionButton(option, at: index) }
                }
            }
            if let problem = state.problem {
                HTML.element("p", [("class", "problem"), ("role", "alert")], [.text(problem)])
            }
            HTML.actions {
                HTML.button("Done", action: "done", style: .primary, isEnabled: state.isDoneEnabled)
                HTML.button("Cancel", action: "cancel")
            }
        }
    }

    private func optionButton(_ option: PlayerEditOption, at index: Int) -> HTML {
        .element(
            "button",
            [
                ("type", "button"),
                ("class", option.isSelected ? "button plain option selected" : "button plain option"),
                ("role", "radio"), ("aria-checked", String(option.isSelected)), ("data-action", "choose"),
                ("data-value", String(index)),
            ]
        ) {
            HTML.element("span", [("class", "radio"), ("aria-hidden", "true")])
            HTML.element("span", [("class", "option-title")], [.text(option.title)])
        }
    }
}
