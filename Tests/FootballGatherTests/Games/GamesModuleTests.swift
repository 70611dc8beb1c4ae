import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Games assembly")
struct GamesModuleTests {
    @Test("the factory connects a presenter to the view, which lists the account's games at /games")
    func assembles() async throws {
        let harness = GatherFlowHarness(games: FakeGameService(games: [GameFixtures.thursday]))
        let view = try #require(harness.factory.makeGames() as? RecordingGamesView)

        await view.presenter?.viewDidLoad()

        #expect(view.states.last?.rows.map(\.place) == ["Hackney Marshes"])
        #expect(view.states.last?.routes == [AppRoute.games.route])
    }

    @Test("popping the screen releases its view, presenter, interactor and router")
    func releasedWhenPopped() throws {
        let harness = GatherFlowHarness()
        var references: ModuleReferences?
        do {
            let screen = harness.factory.makeGames()
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingGamesView)
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        #expect(references?.released == [false, false, false, false])

        harness.navigator.pop()

        #expect(references?.released == [true, true, true, true])
    }
}
