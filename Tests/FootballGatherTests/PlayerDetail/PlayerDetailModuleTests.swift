import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("PlayerDetail router and assembly")
struct PlayerDetailModuleTests {
    let harness = AppHarness(players: FakePlayerService(players: [PlayerFixtures.alice, PlayerFixtures.bob]))

    @Test("An edit saved on PlayerEdit shows on the details and on the list")
    func editFlow() async throws {
        harness.navigator.setRoot(harness.factory.makePlayerList())
        let list = try #require(harness.views.playerListView)
        await list.presenter?.viewDidLoad()
        await list.presenter?.perform(.open(PlayerFixtures.bob.id))
        let detail = try #require(harness.views.playerDetailView)
        await detail.presenter?.perform(.edit(.preferredPosition))
        let edit = try #require(harness.views.playerEditView)
        #expect(harness.navigator.stack.count == 3)
        await edit.presenter?.perform(.choose(0))
        await edit.presenter?.perform(.done)

        #expect(harness.navigator.stack.count == 2)
        #expect(harness.navigator.stack.last === detail)
        #expect(detail.states.last?.sections[1].rows[0].value == "Goalkeeper")
        #expect(list.states.last?.rows[1].position == "Position: Goalkeeper")
    }

    @Test("Back pops the details")
    func back() async throws {
        harness.navigator.setRoot(harness.factory.makeLogin())
        let delegate = RecordingPlayerDetailDelegate()
        harness.navigator.push(harness.factory.makePlayerDetail(player: PlayerFixtures.bob, delegate: delegate))
        await harness.views.playerDetailView?.presenter?.perform(.back)
        #expect(harness.navigator.stack.count == 1)
    }

    @Test("Popping releases view, presenter, interactor and router")
    func releasedWithScreen() throws {
        let delegate = RecordingPlayerDetailDelegate()
        harness.navigator.setRoot(harness.factory.makeLogin())
        var references: ModuleReferences?
        do {
            let screen = harness.factory.makePlayerDetail(player: PlayerFixtures.alice, delegate: delegate)
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingPlayerDetailView)
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        let module = try #require(references)
        #expect(module.released == [false, false, false, false])
        harness.navigator.pop()
        #expect(module.released == [true, true, true, true])
    }
}
