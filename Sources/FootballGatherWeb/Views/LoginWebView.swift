import FootballGather
import VIPERKit
import VIPERKitWeb

/// The Login screen: username and password fields, the "Remember me" switch, Log in and Register.
@MainActor
final class LoginWebView: WebView, LoginView {
    var presenter: (any LoginPresenting)?
    private(set) var state = LoginViewState()

    override var title: String { "Log in" }
    override var screenName: String { "login" }
    override var lifecycleTarget: (any LifecycleForwarding)? { presenter }

    func render(_ state: LoginViewState) {
        self.state = state
        isLoading = state.isLoading
        setNeedsDisplay()
    }

    override func handleContentEvent(_ event: WebEvent) -> Bool {
        switch event {
        case .input(name: "username", let value):
            presenter?.usernameDidChange(value)
        case .input(name: "password", let value):
            presenter?.passwordDidChange(value)
        case .input(name: "rememberMe", let value):
            presenter?.rememberMeDidChange(value == "true")
        case .action("login", _), .key(.enter, field: "username"), .key(.enter, field: "password"):
            tasks.run { [presenter] in await presenter?.didTapLogin() }
        case .action("register", _):
            tasks.run { [presenter] in await presenter?.didTapRegister() }
        default:
            return false
        }
        return true
    }

    override func renderContent() -> HTML {
        .element("div", [("class", "form")]) {
            HTML.element("p", [("class", "lead")], [.text("Organise casual football matches with friends.")])
            if let notice = state.notice {
                HTML.paragraph(notice, class: "notice")
            }
            HTML.textField(name: "username", label: "Username", value: state.username, kind: .username)
            HTML.textField(name: "password", label: "Password", value: state.password, kind: .password)
            HTML.toggle(name: "rememberMe", label: "Remember me", isOn: state.rememberMe)
            HTML.actions {
                HTML.button("Log in", action: "login", style: .primary)
                HTML.button("Register", action: "register")
            }
        }
    }
}
