import FootballGather
import VIPERKit
import VIPERKitWeb

/// A new game or one being changed: one field per detail (date and time with the phone's
/// pickers), the "Repeat weekly" switch, Save and Cancel; each field's problem shows under it.
/// Back (or Escape) leaves without saving, asking first when something was changed.
@MainActor
final class GameEditWebView: ModuleWebView<GameEditViewState, any GameEditPresenting>, GameEditView {
    override var screenName: String { "game-edit" }

    override func handleFieldEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .input(let name, let value):
            if let toggle = GameEditSwitch(rawValue: name) {
                presenter?.switchDidChange(toggle, isOn: value == "true")
            } else if let field = GameEditField(rawValue: name) {
                presenter?.fieldDidChange(field, to: value)
            } else {
                return false
            }
        case .key(.enter, field: let name?) where GameEditField(rawValue: name) != nil:
            perform(.save)
        default:
            return false
        }
        return true
    }

    override func renderContent() -> HTML {
        .element("div", [("class", "form")]) {
            for field in state.fields {
                HTML.textField(
                    name: field.id.name, label: field.label, value: field.value, kind: Self.kind(field.kind),
                    placeholder: field.placeholder)
                if let problem = field.problem {
                    HTML.element("p", [("class", "problem"), ("role", "alert")], [.text(problem)])
                }
            }
            HTML.toggle(
                name: GameEditSwitch.repeatsWeekly.rawValue, label: state.repeatsWeeklyLabel, isOn: state.repeatsWeekly)
            HTML.actions(state.actions)
        }
    }

    private static func kind(_ kind: GameEditFieldState.Kind) -> HTML.FieldKind {
        switch kind {
        case .text: .text
        case .number: .number
        case .decimal: .decimal
        case .date: .date
        case .time: .time
        }
    }
}
