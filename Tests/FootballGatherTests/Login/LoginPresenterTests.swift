import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite("Login presenter")
struct LoginPresenterTests {
    let view = RecordingLoginView()
    let router = RecordingLoginRouter()
    let accounts = FakeAccountService(accounts: ["ana": "secret"])
    let settings = InMemoryKeyValueStore()

    func makePresenter(notice: String? = nil) -> LoginPresenter {
        LoginPresenter(
            view: view, interactor: LoginInteractor(accounts: accounts, settings: settings), router: router,
            notice: notice)
    }

    @Test("On first launch the form is empty and Remember me is on")
    func firstLaunch() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        #expect(view.states == [LoginViewState(username: "", password: "", rememberMe: true)])
    }

    @Test("The remembered username and switch state are restored")
    func restoresRememberedValues() async {
        try? settings.set("ana", forKey: LoginInteractor.Key.username)
        try? settings.set(true, forKey: LoginInteractor.Key.rememberMe)
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        #expect(view.states == [LoginViewState(username: "ana", rememberMe: true)])
    }

    @Test("A user sent back to Login reads why")
    func showsNotice() async {
        let presenter = makePresenter(notice: "Your session has expired. Please log in again.")
        await presenter.viewDidLoad()
        #expect(view.states == [LoginViewState(notice: "Your session has expired. Please log in again.")])
    }

    @Test(
        "An empty field shows 'Both fields are mandatory.' and sends nothing",
        arguments: [("", "secret"), ("ana", ""), ("   ", "secret"), ("", "")])
    func mandatoryFields(username: String, password: String) async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: username)
        presenter.fieldDidChange(.password, to: password)
        await presenter.didTapLogin()
        await presenter.didTapRegister()
        #expect(view.alerts == [.error("Both fields are mandatory."), .error("Both fields are mandatory.")])
        #expect(await accounts.calls == [])
        #expect(router.openedPlayerList == 0)
    }

    @Test("Registering with a password under 8 characters says so and sends nothing")
    func shortPassword() async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: "ben")
        presenter.fieldDidChange(.password, to: "short")
        await presenter.didTapRegister()
        #expect(view.alerts == [.error("The password must be at least 8 characters long.")])
        #expect(await accounts.calls == [])
    }

    @Test(
        "Registering with a username or password the server would refuse says why and sends nothing",
        arguments: [
            ("bo:b", "pitch-side", "The username must not contain ':' or control characters."),
            ("ana\u{2028}ben", "pitch-side", "The username must not contain control characters."),
            (String(repeating: "u", count: 65), "pitch-side", "The username must be at most 64 characters long."),
            ("ben", String(repeating: "\u{e9}", count: 37), "The password must be at most 72 bytes long in UTF-8."),
        ])
    func serverRefusalsShownFirst(username: String, password: String, problem: String) async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: username)
        presenter.fieldDidChange(.password, to: password)
        await presenter.didTapRegister()
        #expect(view.alerts == [.error(problem)])
        #expect(await accounts.calls == [])
        #expect(router.openedPlayerList == 0)
    }

    @Test("Spaces around a new username are trimmed before it is checked and sent")
    func trimmedUsernameRegisters() async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: " ben\n")
        presenter.fieldDidChange(.password, to: "pitch-side")
        await presenter.didTapRegister()
        #expect(view.alerts == [])
        #expect(await accounts.calls.first == .register(username: "ben", password: "pitch-side"))
        #expect(router.openedPlayerList == 1)
    }

    @Test("With Remember me off the session is kept for this run only")
    func sessionForThisRun() async {
        let presenter = makePresenter()
        presenter.switchDidChange(.rememberMe, isOn: false)
        presenter.fieldDidChange(.username, to: "ana")
        presenter.fieldDidChange(.password, to: "secret")
        await presenter.didTapLogin()
        #expect(await accounts.calls == [.login(username: "ana", password: "secret", keepingSession: false)])
        #expect(router.openedPlayerList == 1)
    }

    @Test("A cancelled request ends the loading state without an alert")
    func cancelled() async {
        await accounts.failNextCall(with: .cancelled)
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: "ana")
        presenter.fieldDidChange(.password, to: "secret")
        await presenter.didTapLogin()
        #expect(view.alerts == [])
        #expect(presenter.state.isLoading == false)
        #expect(router.openedPlayerList == 0)
    }

    @Test("Logging in shows the loading indicator, then opens the player list")
    func login() async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: "  ana ")
        presenter.fieldDidChange(.password, to: "secret")
        await presenter.didTapLogin()
        #expect(
            view.states == [
                LoginViewState(username: "  ana "),
                LoginViewState(username: "  ana ", password: "secret"),
                LoginViewState(username: "  ana ", password: "secret", isLoading: true),
                LoginViewState(username: "  ana ", password: "secret", isLoading: false),
            ])
        #expect(await accounts.calls == [.login(username: "ana", password: "secret")])
        #expect(router.openedPlayerList == 1)
        #expect(view.alerts == [])
    }

    @Test("Wrong credentials show a sentence and keep what was typed")
    func wrongPassword() async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: "ana")
        presenter.fieldDidChange(.password, to: "wrong")
        await presenter.didTapLogin()
        #expect(view.alerts == [.error("The username or password is incorrect.")])
        #expect(presenter.state == LoginViewState(username: "ana", password: "wrong"))
        #expect(router.openedPlayerList == 0)
    }

    @Test("Registering creates the account, logs in and opens the player list")
    func register() async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: "ben")
        presenter.fieldDidChange(.password, to: "pass-word")
        await presenter.didTapRegister()
        #expect(
            await accounts.calls == [
                .register(username: "ben", password: "pass-word"), .login(username: "ben", password: "pass-word"),
            ])
        #expect(await accounts.session?.username == "ben")
        #expect(router.openedPlayerList == 1)
    }

    @Test("A taken username is explained")
    func usernameTaken() async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: "ana")
        presenter.fieldDidChange(.password, to: "other-password")
        await presenter.didTapRegister()
        #expect(view.alerts == [.error("That username is already taken. Please choose another one.")])
        #expect(await accounts.calls == [.register(username: "ana", password: "other-password")])
        #expect(router.openedPlayerList == 0)
    }

    @Test("An unreachable server is named in the error")
    func unreachable() async {
        await accounts.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: "ana")
        presenter.fieldDidChange(.password, to: "secret")
        await presenter.didTapLogin()
        #expect(
            view.alerts == [
                .error("Could not reach the server at http://127.0.0.1:8080. Check that it is running and try again.")
            ])
        #expect(presenter.state.isLoading == false)
    }

    @Test("Trying again hides the notice that sent the user here")
    func submittingClearsNotice() async {
        let notice = "Your session has expired. Please log in again."
        let presenter = makePresenter(notice: notice)
        presenter.fieldDidChange(.username, to: "ana")
        presenter.fieldDidChange(.password, to: "wrong")
        await presenter.didTapLogin()
        #expect(view.states.map(\.notice) == [notice, notice, nil, nil])
        #expect(presenter.state == LoginViewState(username: "ana", password: "wrong", notice: nil))
    }

    @Test("Switching Remember me off forgets the username and stays off")
    func rememberMeOff() async {
        try? settings.set("ana", forKey: LoginInteractor.Key.username)
        let presenter = makePresenter()
        presenter.switchDidChange(.rememberMe, isOn: false)
        #expect(presenter.state == LoginViewState(username: "ana", rememberMe: false))
        #expect(settings.string(forKey: LoginInteractor.Key.username) == nil)
        #expect(settings.bool(forKey: LoginInteractor.Key.rememberMe) == false)

        let nextLaunch = makePresenter()
        #expect(nextLaunch.state == LoginViewState(username: "", rememberMe: false))
    }

    @Test("Logging in with Remember me on pre-fills the username next launch, never the password")
    func rememberMeOn() async {
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: "ana")
        presenter.fieldDidChange(.password, to: "secret")
        await presenter.didTapLogin()
        let nextLaunch = makePresenter()
        #expect(nextLaunch.state == LoginViewState(username: "ana", password: "", rememberMe: true))
    }

    @Test("A settings file that cannot be written does not block login")
    func storageFailureDoesNotBlockLogin() async {
        settings.failNextWrite(with: .storage("disk full"))
        let presenter = makePresenter()
        presenter.fieldDidChange(.username, to: "ana")
        presenter.fieldDidChange(.password, to: "secret")
        await presenter.didTapLogin()
        #expect(router.openedPlayerList == 1)
        #expect(view.alerts == [])
    }
}
