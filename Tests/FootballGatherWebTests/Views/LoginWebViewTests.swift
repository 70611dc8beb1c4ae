import FootballGather
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import VIPERKitWebTesting

@testable import FootballGatherWeb

@Suite("Login screen in the browser", .timeLimit(.minutes(1)))
@MainActor
struct LoginWebViewTests {
    @Test("it opens with the username remembered from the last login")
    func remembered() async {
        let app = AppWebHarness(
            settings: InMemoryKeyValueStore(strings: ["login.username": "alice"], bools: ["login.rememberMe": true]))
        await app.start(with: app.factory.makeLogin())
        GoldenFile.check(app.page, named: "Login", fileExtension: "html")
    }

    @Test("a notice (expired session) shows above the form")
    func notice() async {
        let app = AppWebHarness()
        await app.start(with: app.factory.makeLogin(notice: ServiceError.sessionExpired.message))
        GoldenFile.check(app.page, named: "Login-notice", fileExtension: "html")
    }

    @Test("typing both fields and pressing Enter in the password logs in and opens the player list")
    func login() async {
        let accounts = FakeAccountService(accounts: ["alice": "secret"])
        let app = AppWebHarness(accounts: accounts, players: [Roster.ana])
        await app.start(with: app.factory.makeLogin())
        await app.type("alice", into: "username")
        await app.type("secret", into: "password")
        await app.send(.key(.enter, field: "password"))
        #expect(await accounts.calls == [.login(username: "alice", password: "secret")])
        #expect(app.visible(PlayerListWebView.self) != nil)
        #expect(app.shows("Ana Lopez"))
    }

    @Test("a typed password is never sent back to the page, while the login still gets it")
    func passwordNotEchoed() async {
        let accounts = FakeAccountService(accounts: ["alice": "pitch-side-secret"])
        let app = AppWebHarness(accounts: accounts)
        await app.start(with: app.factory.makeLogin())
        await app.type("alice", into: "username")
        await app.type("pitch-side-secret", into: "password")
        #expect(!app.markup.contains("pitch-side-secret"))
        #expect(app.markup.contains(#"value="alice""#))
        await app.send(.key(.enter, field: "password"))
        #expect(await accounts.calls == [.login(username: "alice", password: "pitch-side-secret")])
    }

    @Test("the Log in button logs in with what was typed; Enter in the username field does too")
    func loginButton() async {
        let accounts = FakeAccountService(accounts: ["alice": "secret"])
        let app = AppWebHarness(accounts: accounts, players: [Roster.ana])
        await app.start(with: app.factory.makeLogin())
        await app.type("alice", into: "username")
        await app.type("wrong", into: "password")
        await app.send(.key(.enter, field: "username"))
        #expect(app.shows(ServiceError.invalidCredentials.message))
        await app.answerDialog(true)
        await app.send(.input(name: "password", value: "secret"))
        #expect(await app.tap("login"))
        #expect(
            await accounts.calls == [
                .login(username: "alice", password: "wrong"), .login(username: "alice", password: "secret"),
            ])
        #expect(app.visible(PlayerListWebView.self) != nil)
    }
}
