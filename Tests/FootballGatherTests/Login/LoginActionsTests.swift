import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

/// The Login screen's actions and words as the state offers them, the actions' text form and
/// `perform(_:)`.
@MainActor
@Suite("Login presenter: actions")
struct LoginActionsTests {
    let view = RecordingLoginView()
    let router = RecordingLoginRouter()
    let accounts = FakeAccountService(accounts: ["ana": "secret"])
    let presenter: LoginPresenter

    init() {
        presenter = LoginPresenter(
            view: view, interactor: LoginInteractor(accounts: accounts, settings: InMemoryKeyValueStore()),
            router: router, notice: nil)
    }

    /// Log in, the main action, then Register.
    static let offered = [
        ScreenAction(LoginAction.login, "Log in", role: .primary), ScreenAction(LoginAction.register, "Register"),
    ]

    @Test("Log in is the main action and Register the other, both enabled whatever was typed; nothing cancels Login")
    func offered() async {
        await presenter.viewDidLoad()
        presenter.fieldDidChange(.username, to: "ana")
        presenter.switchDidChange(.rememberMe, isOn: false)
        #expect(view.states.map(\.offeredActions) == [Self.offered, Self.offered, Self.offered])
        #expect(presenter.state.actions == Self.offered)
        #expect(presenter.state.offeredActions.cancelAction() == nil)
        #expect(LoginViewState().offeredActions == Self.offered)
    }

    @Test("the title, the lead line, the field labels and Remember me come from the state")
    func words() {
        let state = presenter.state
        #expect(state.title == "Log in")
        #expect(state.lead == "Organise casual football matches with friends.")
        #expect(state.usernameLabel == "Username")
        #expect(state.passwordLabel == "Password")
        #expect(state.rememberMeLabel == "Remember me")
    }

    @Test("each action's text form names it back; other text names no action")
    func textForm() {
        let actions: [LoginAction] = [.login, .register]
        for action in actions {
            #expect(LoginAction(name: action.name, argument: action.argument) == action)
        }
        #expect(actions.map(\.name) == ["login", "register"])
        #expect(actions.map(\.argument) == [nil, nil])
        #expect(LoginAction(name: "login", argument: "ana") == nil)
        #expect(LoginAction(name: "log-in", argument: nil) == nil)
        #expect(LoginAction(name: "Register", argument: nil) == nil)
    }

    @Test("perform with Log in logs in with what was typed and opens the player list")
    func performLogin() async {
        presenter.fieldDidChange(.username, to: "ana")
        presenter.fieldDidChange(.password, to: "secret")
        await presenter.perform(.login)
        #expect(await accounts.calls == [.login(username: "ana", password: "secret")])
        #expect(router.openedPlayerList == 1)
        #expect(view.alerts == [])
    }

    @Test("perform with Register creates the account, logs in and opens the player list")
    func performRegister() async {
        presenter.fieldDidChange(.username, to: "ben")
        presenter.fieldDidChange(.password, to: "pitch-side")
        await presenter.perform(.register)
        #expect(
            await accounts.calls == [
                .register(username: "ben", password: "pitch-side"), .login(username: "ben", password: "pitch-side"),
            ])
        #expect(router.openedPlayerList == 1)
    }

    @Test("perform with either action and an empty field says both are mandatory and sends nothing")
    func performWithEmptyField() async {
        presenter.fieldDidChange(.username, to: "ana")
        await presenter.perform(.login)
        await presenter.perform(.register)
        #expect(view.alerts == [.error("Both fields are mandatory."), .error("Both fields are mandatory.")])
        #expect(await accounts.calls == [])
        #expect(router.openedPlayerList == 0)
    }
}
