import FootballGatherTestSupport
import Testing

@testable import FootballGather

@MainActor
@Suite("Login interactor")
struct LoginInteractorTests {
    let accounts = FakeAccountService(accounts: ["ana": "secret"])
    let settings = InMemoryKeyValueStore()

    var interactor: LoginInteractor { LoginInteractor(accounts: accounts, settings: settings) }

    @Test("Remember me is on until the user switches it off")
    func rememberMeDefault() {
        #expect(interactor.isRememberMeOn)
        #expect(interactor.rememberedUsername == nil)
    }

    @Test("Login with Remember me on stores the username, not the password")
    func loginRemembers() async throws {
        let session = try await interactor.login(username: "ana", password: "secret", rememberMe: true)
        #expect(session == PlayerFixtures.session)
        #expect(
            settings.writes == [
                .bool(true, key: "login.rememberMe"), .string("ana", key: "login.username"),
            ])
    }

    @Test("Login with Remember me off forgets a remembered username")
    func loginForgets() async throws {
        try settings.set("old", forKey: LoginInteractor.Key.username)
        _ = try await interactor.login(username: "ana", password: "secret", rememberMe: false)
        #expect(interactor.rememberedUsername == nil)
        #expect(interactor.isRememberMeOn == false)
    }

    @Test("A failed login remembers nothing")
    func failedLogin() async {
        await #expect(throws: ServiceError.invalidCredentials) {
            try await interactor.login(username: "ana", password: "nope", rememberMe: true)
        }
        #expect(settings.writes == [])
    }

    @Test("Register creates the account, then logs in with it")
    func register() async throws {
        let session = try await interactor.register(username: "ben", password: "pitch-side", rememberMe: true)
        #expect(session.username == "ben")
        #expect(
            await accounts.calls == [
                .register(username: "ben", password: "pitch-side"), .login(username: "ben", password: "pitch-side"),
            ]
        )
        #expect(interactor.rememberedUsername == "ben")
    }

    @Test("A refused registration does not try to log in")
    func refusedRegistration() async {
        await #expect(throws: ServiceError.usernameTaken) {
            try await interactor.register(username: "ana", password: "pitch-side", rememberMe: true)
        }
        #expect(await accounts.calls == [.register(username: "ana", password: "pitch-side")])
    }
}
