import FootballGather
import VIPERKit
import VIPERKitWeb

/// Edits one field of a player: a text field, or a list of options with the current one marked.
/// Back (or Escape, or Cancel) leaves without saving.
@MainActor
final class PlayerEditWebView: ModuleWebView<PlayerEditViewState, any PlayerEditPresenting>, PlayerEditView {
    override var screenName: String { "player-edit" }

    override func handleFieldEvent(_ event: WebEvent) -> Bool {
        switch (state.input, event) {
        case (.text, .input(name: PlayerEditTextField.value.rawValue, let text)):
            presenter?.fieldDidChange(.value, to: text)
        case (.text, .key(.enter, field: PlayerEditTextField.value.rawValue)):
            // Enter is Done, while Done is enabled.
            if state.isDoneEnabled { perform(.done) }
        default:
            return false
        }
        return true
    }

    override func renderContent() -> HTML {
        .element("div", [("class", "form")]) {
            switch state.input {
            case .text(let text, let placeholder, let isNumeric):
                HTML.textField(
                    name: PlayerEditTextField.value.rawValue, label: state.title, value: text,
                    kind: isNumeric ? .number : .text,
                    placeholder: placeholder)
            case .choice(let options):
                HTML.element("div", [("class", "options"), ("role", "radiogroup"), ("aria-label", state.title)]) {
                    options.enumerated().map { index, option in optionButton(option, at: index) }
                }
            }
            if let problem = state.problem {
                HTML.element("p", [("class", "problem"), ("role", "alert")], [.text(problem)])
            }
            HTML.actions(state.actions)
        }
    }

    private func optionButton(_ option: PlayerEditOption, at index: Int) -> HTML {
        .element(
            "button",
            [
                ("type", "button"),
                ("class", option.isSelected ? "button plain option selected" : "button plain option"),
                ("role", "radio"), ("aria-checked", String(option.isSelected)),
                ("data-action", PlayerEditAction.choose(index).name),
                ("data-value", PlayerEditAction.choose(index).argument),
            ]
        ) {
            HTML.element("span", [("class", "radio"), ("aria-hidden", "true")])
            HTML.element("span", [("class", "option-title")], [.text(option.title)])
        }
    }
}
