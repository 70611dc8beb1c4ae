import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("PlayerAdd router and assembly")
struct PlayerAddModuleTests {
    let harness = AppHarness(players: FakePlayerService(players: [PlayerFixtures.alice]))

    @Test("A player added from the list shows up in it when PlayerAdd closes")
    func addFromList() async throws {
        harness.navigator.setRoot(harness.factory.makePlayerList())
        let list = try #require(harness.views.playerListView)
        await list.presenter?.viewDidLoad()
        await list.presenter?.perform(.add)
        let add = try #require(harness.views.playerAddView)
        add.presenter?.fieldDidChange(.name, to: "Dora")
        await add.presenter?.perform(.done)
        #expect(harness.navigator.stack.count == 1)
        #expect(harness.navigator.stack.first === list)
        #expect(list.states.last?.rows.map(\.name) == ["Alice", "Dora"])
    }

    @Test("An expired session replaces the stack with Login")
    func sessionExpired() async throws {
        let delegate = RecordingPlayerAddDelegate()
        harness.navigator.push(harness.factory.makePlayerAdd(delegate: delegate))
        let add = try #require(harness.views.playerAddView)
        await harness.players.failNextCall(with: .sessionExpired)
        add.presenter?.fieldDidChange(.name, to: "Dora")
        await add.presenter?.perform(.done)
        #expect(harness.navigator.stack.count == 1)
        #expect(harness.navigator.stack.first === harness.views.loginView)
    }

    @Test("Popping releases view, presenter, interactor and router; the delegate is held weakly")
    func releasedWithScreen() throws {
        let delegate = RecordingPlayerAddDelegate()
        harness.navigator.setRoot(harness.factory.makeLogin())
        var references: ModuleReferences?
        do {
            let screen = harness.factory.makePlayerAdd(delegate: delegate)
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingPlayerAddView)
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        let module = try #require(references)
        #expect(module.released == [false, false, false, false])
        harness.navigator.pop()
        #expect(module.released == [true, true, true, true])
    }
}
