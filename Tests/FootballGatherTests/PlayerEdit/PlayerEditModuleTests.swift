import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("PlayerEdit router and assembly")
struct PlayerEditModuleTests {
    let harness = AppHarness(players: FakePlayerService(players: [PlayerFixtures.alice]))
    let delegate = RecordingPlayerEditDelegate()

    @Test("Cancel pops the edit screen")
    func cancel() async throws {
        harness.navigator.setRoot(harness.factory.makeLogin())
        harness.navigator.push(
            harness.factory.makePlayerEdit(player: PlayerFixtures.alice, field: .age, delegate: delegate))
        await harness.views.playerEditView?.presenter?.perform(.cancel)
        #expect(harness.navigator.stack.count == 1)
    }

    @Test("An expired session replaces the stack with Login")
    func sessionExpired() async throws {
        harness.navigator.push(
            harness.factory.makePlayerEdit(player: PlayerFixtures.alice, field: .age, delegate: delegate))
        let edit = try #require(harness.views.playerEditView)
        await harness.players.failNextCall(with: .sessionExpired)
        edit.presenter?.fieldDidChange(.value, to: "40")
        await edit.presenter?.perform(.done)
        #expect(harness.navigator.stack.count == 1)
        #expect(harness.navigator.stack.first === harness.views.loginView)
    }

    @Test("Popping releases view, presenter, interactor and router")
    func releasedWithScreen() throws {
        harness.navigator.setRoot(harness.factory.makeLogin())
        var references: ModuleReferences?
        do {
            let screen = harness.factory.makePlayerEdit(player: PlayerFixtures.alice, field: .name, delegate: delegate)
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingPlayerEditView)
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        let module = try #require(references)
        #expect(module.released == [false, false, false, false])
        harness.navigator.pop()
        #expect(module.released == [true, true, true, true])
    }
}
