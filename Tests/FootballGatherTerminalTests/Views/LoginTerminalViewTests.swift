import FootballGather
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

@Suite("Login screen in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct LoginTerminalViewTests {
    @Test("it opens with the username remembered from the last login and the focus on it")
    func remembered() async {
        let app = AppHarness(
            settings: InMemoryKeyValueStore(strings: ["login.username": "alice"], bools: ["login.rememberMe": true]))
        await app.start(with: app.factory.makeLogin())
        GoldenFile.check(app.screen, named: "Login")
    }

    @Test("a notice (expired session) shows above the form")
    func notice() async {
        let app = AppHarness()
        await app.start(with: app.factory.makeLogin(notice: ServiceError.sessionExpired.message))
        GoldenFile.check(app.screen, named: "Login-notice")
    }

    @Test("empty fields: Enter shows the presenter's error; Enter dismisses it")
    func mandatoryFields() async {
        let app = AppHarness()
        await app.start(with: app.factory.makeLogin())
        await app.press(.enter)
        GoldenFile.check(app.screen, named: "Login-mandatory")
        await app.press(.enter)
        #expect(app.visible(LoginTerminalView.self)?.isBlockingInput == false)
        #expect(await app.accounts.calls.isEmpty)
    }

    @Test("typing, Tab, typing and Enter logs in and opens the player list")
    func login() async {
        let accounts = FakeAccountService(accounts: ["alice": "secret"])
        let app = AppHarness(accounts: accounts, players: [Roster.ana])
        await app.start(with: app.factory.makeLogin())
        await app.type("alice")
        await app.press(.tab)
        await app.type("secreX")
        await app.press(.backspace)
        await app.type("t")
        await app.press(.enter)
        #expect(await accounts.calls == [.login(username: "alice", password: "secret")])
        #expect(app.visible(PlayerListTerminalView.self) != nil)
        #expect(app.screen.contains("Ana Lopez"))
    }

    @Test("the password is masked on screen")
    func masked() async {
        let app = AppHarness()
        await app.start(with: app.factory.makeLogin())
        await app.press(.tab)
        await app.type("hunter2")
        #expect(app.screen.contains("[•••••••"))
        #expect(!app.screen.contains("hunter2"))
    }

    @Test("Register (focused with Tab) creates the account and logs in")
    func register() async {
        let accounts = FakeAccountService()
        let app = AppHarness(accounts: accounts)
        await app.start(with: app.factory.makeLogin())
        await app.type("bob")
        await app.press(.tab)
        await app.type("pitch-side")
        await app.press(.tab, .tab, .tab)
        #expect(app.visible(LoginTerminalView.self)?.focus == .register)
        await app.press(.enter)
        #expect(
            await accounts.calls == [
                .register(username: "bob", password: "pitch-side"), .login(username: "bob", password: "pitch-side"),
            ])
        #expect(app.visible(PlayerListTerminalView.self) != nil)
    }

    @Test("Space on Remember me switches it off, and the choice is stored")
    func rememberMe() async {
        let app = AppHarness()
        await app.start(with: app.factory.makeLogin())
        await app.press(.tab, .tab, .character(" "))
        #expect(app.visible(LoginTerminalView.self)?.state.rememberMe == false)
        #expect(app.settings.bool(forKey: "login.rememberMe") == false)
        #expect(app.screen.contains("[ ] Remember me"))
    }

    @Test("wrong credentials show the presenter's sentence; q types into the field instead of quitting")
    func wrongCredentials() async {
        let app = AppHarness(accounts: FakeAccountService(accounts: ["alice": "secret"]))
        await app.start(with: app.factory.makeLogin())
        await app.type("alice")
        await app.press(.tab)
        let quits = await app.press(.character("q"), .enter)
        #expect(!quits)
        #expect(app.screen.contains(ServiceError.invalidCredentials.message))
        #expect(await app.press(.enter, .interrupt))
    }

    @Test("the footer names what Enter runs: Log in, or Register once it has the focus; Esc leaves nothing")
    func footerNamesTheAction() async {
        let app = AppHarness()
        await app.start(with: app.factory.makeLogin())
        #expect(app.screen.contains("Enter Log in"))
        await app.press(.tab, .tab, .tab, .tab)
        #expect(app.visible(LoginTerminalView.self)?.focus == .register)
        #expect(app.screen.contains("Enter Register"))
        #expect(!app.screen.contains("Enter Log in"))
        await app.press(.escape)
        #expect(app.visible(LoginTerminalView.self)?.focus == .register)
        #expect(await app.accounts.calls.isEmpty)
    }
}
