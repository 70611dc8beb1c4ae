import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("ConfirmPlayers assembly")
struct ConfirmPlayersModuleTests {
    let harness = GatherFlowHarness()
    let delegate = RecordingConfirmPlayersDelegate()

    @Test("the factory connects a presenter to the view, which shows the given players on the bench")
    func assembles() async throws {
        let screen = harness.factory.makeConfirmPlayers(players: [GatherFlowFixtures.ana], delegate: delegate)

        let view = try #require(screen as? RecordingConfirmPlayersView)
        await view.presenter?.viewDidLoad()
        #expect(view.states.last?.sections.map(\.header) == ["Bench (1)", "Team A (0)", "Team B (0)"])
        #expect(view.states.last?.sections.first?.rows.map(\.name) == ["Ana"])
    }

    @Test("popping the screen releases its view, presenter, interactor and router")
    func releasedWhenPopped() throws {
        var references: ModuleReferences?
        do {
            let screen = harness.factory.makeConfirmPlayers(players: [GatherFlowFixtures.ana], delegate: delegate)
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingConfirmPlayersView)
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        #expect(references?.released == [false, false, false, false])

        harness.navigator.pop()

        #expect(references?.released == [true, true, true, true])
    }
}
