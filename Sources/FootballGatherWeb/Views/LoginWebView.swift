import FootballGather
import VIPERKit
import VIPERKitWeb

/// The Login screen: username and password fields, the "Remember me" switch, Log in and Register.
@MainActor
final class LoginWebView: ModuleWebView<LoginViewState, any LoginPresenting>, LoginView {
    override var screenName: String { "login" }

    override func handleFieldEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .input(name: let name, let value) where LoginField(rawValue: name) != nil:
            presenter?.fieldDidChange(LoginField(rawValue: name) ?? .username, to: value)
        case .input(name: let name, let value) where LoginSwitch(rawValue: name) != nil:
            presenter?.switchDidChange(LoginSwitch(rawValue: name) ?? .rememberMe, isOn: value == "true")
        case .key(.enter, field: let name?) where LoginField(rawValue: name) != nil:
            perform(.login)
        default:
            return false
        }
        return true
    }

    override func renderContent() -> HTML {
        .element("div", [("class", "form")]) {
            HTML.element("p", [("class", "lead")], [.text(state.lead)])
            if let notice = state.notice {
                HTML.paragraph(notice, class: "notice")
            }
            HTML.textField(
                name: LoginField.username.rawValue, label: state.usernameLabel, value: state.username, kind: .username)
            HTML.textField(
                name: LoginField.password.rawValue, label: state.passwordLabel, value: state.password, kind: .password)
            HTML.toggle(name: LoginSwitch.rememberMe.rawValue, label: state.rememberMeLabel, isOn: state.rememberMe)
            HTML.actions(state.actions)
        }
    }
}
