import FootballGather
import VIPERKit
import VIPERKitWeb

/// The Add Player screen: one name field, Done and Cancel. Back (or Escape) leaves without
/// adding, asking first when a name was typed.
@MainActor
final class PlayerAddWebView: ModuleWebView<PlayerAddViewState, any PlayerAddPresenting>, PlayerAddView {
    override var screenName: String { "player-add" }

    override func handleFieldEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .input(name: PlayerAddField.name.rawValue, let value):
            presenter?.fieldDidChange(.name, to: value)
        case .key(.enter, field: PlayerAddField.name.rawValue):
            // Enter is Done, while Done is enabled.
            if state.isDoneEnabled { perform(.done) }
        default:
            return false
        }
        return true
    }

    override func renderContent() -> HTML {
        .element("div", [("class", "form")]) {
            HTML.textField(
                name: PlayerAddField.name.rawValue, label: state.nameLabel, value: state.name,
                placeholder: state.placeholder)
            if let problem = state.problem {
                HTML.element("p", [("class", "problem"), ("role", "alert")], [.text(problem)])
            }
            HTML.actions(state.actions)
        }
    }
}
