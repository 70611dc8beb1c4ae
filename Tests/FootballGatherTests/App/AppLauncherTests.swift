import FootballGatherTestSupport
import Testing

@testable import FootballGather

@MainActor
@Suite("App launcher")
struct AppLauncherTests {
    @Test("A still-valid session opens the player list")
    func validSession() async throws {
        let harness = AppHarness(accounts: FakeAccountService(session: PlayerFixtures.session))
        await AppLauncher(factory: harness.factory).start()
        let list = try #require(harness.views.playerListView)
        #expect(harness.navigator.stack.count == 1)
        #expect(harness.navigator.stack.first === list)
        #expect(await harness.accounts.calls == [.restoreSession])
    }

    @Test("Without a valid session the app opens Login")
    func noSession() async throws {
        let harness = AppHarness()
        await AppLauncher(factory: harness.factory).start()
        let login = try #require(harness.views.loginView)
        #expect(harness.navigator.stack.count == 1)
        #expect(harness.navigator.stack.first === login)
    }
}
