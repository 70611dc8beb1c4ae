import FootballGather
import VIPERKit
import VIPERKitWeb

/// The Add Player screen: one name field, Done and Cancel. Back (or Escape) leaves without
/// adding, asking first when a name was typed.
@MainActor
final class PlayerAddWebView: WebView, PlayerAddView {
    var presenter: (any PlayerAddPresenting)?
    private(set) var state = PlayerAddViewState()

    override var title: String { state.title }
    override var screenName: String { "player-add" }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: PlayerAddViewState) {
        self.state = state
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override func handleContentEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .input(name: "name", let value):
            presenter?.nameDidChange(value)
        case .action("done", _) where state.isDoneEnabled, .key(.enter, field: "name") where state.isDoneEnabled:
            tasks.run { [presenter] in await presenter?.didTapDone() }
        case .key(.enter, field: "name"):
            break  // Done is disabled: Enter does nothing.
        case .action("cancel", _):
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

    override func renderContent() -> HTML {
        .element("div", [("class", "form")]) {
            HTML.textField(name: "name", label: "Name", value: state.name, placeholder: state.placeholder)
            if let problem = state.problem {
                HTML.element("p", [("class", "problem"), ("role", "alert")], [.text(problem)])
            }
            HTML.actions {
                HTML.button("Done", action: "done", style: .primary, isEnabled: state.isDoneEnabled)
                HTML.button("Cancel", action: "cancel")
            }
        }
    }
}
