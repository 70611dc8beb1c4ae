import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("GameDetail assembly")
struct GameDetailModuleTests {
    @Test("Games opens a game at /games/<id>; a change there shows in Games, a deletion removes its row")
    func opensFromGames() async throws {
        let harness = GatherFlowHarness(games: FakeGameService(games: [GameFixtures.thursday, GameFixtures.lastWeek]))
        let games = try #require(harness.factory.makeGames() as? RecordingGamesView)
        harness.navigator.push(games)
        await games.presenter?.viewDidLoad()

        await games.presenter?.perform(.open(GameFixtures.thursday.id))

        let detail = try #require(harness.navigator.top(as: RecordingGameDetailView.self))
        await detail.presenter?.viewDidLoad()
        #expect(detail.states.last?.routes == [AppRoute.game(GameFixtures.thursday.id).route])
        await detail.presenter?.perform(.addPlace)
        #expect(games.states.last?.rows.first?.fill == "4 of 4 in · 1 waiting")

        detail.answers = [true]
        await detail.presenter?.perform(.delete)
        #expect(games.states.last?.rows.map(\.id) == [GameFixtures.lastWeek.id])
        #expect(harness.navigator.top(as: RecordingGamesView.self) === games)
    }

    @Test("popping the screen releases its view, presenter, interactor and router")
    func releasedWhenPopped() throws {
        let harness = GatherFlowHarness()
        var references: ModuleReferences?
        do {
            let screen = harness.factory.makeGameDetail(gameID: GameFixtures.thursday.id, delegate: Delegate())
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingGameDetailView)
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        #expect(references?.released == [false, false, false, false])

        harness.navigator.pop()

        #expect(references?.released == [true, true, true, true])
    }

    @Test("Edit pushes GameEdit for the game; saving there returns to the game, changed")
    func editsThroughGameEdit() async throws {
        let harness = GatherFlowHarness(games: FakeGameService(games: [GameFixtures.thursday]))
        let delegate = Delegate()
        harness.navigator.push(harness.factory.makeGameDetail(gameID: GameFixtures.thursday.id, delegate: delegate))
        let detail = try #require(harness.navigator.top(as: RecordingGameDetailView.self))
        await detail.presenter?.viewDidLoad()

        await detail.presenter?.perform(.edit)
        let edit = try #require(harness.navigator.top(as: RecordingGameEditView.self))
        #expect(edit.states.isEmpty || edit.states.last?.routes == [AppRoute.editGame(GameFixtures.thursday.id).route])
        edit.presenter?.fieldDidChange(.place, to: "Regent's Park")
        await edit.presenter?.perform(.save)

        #expect(harness.navigator.top(as: RecordingGameDetailView.self) === detail)
        #expect(detail.states.last?.place == "Regent's Park")
    }

    /// A delegate that hears nothing it needs to keep.
    @MainActor
    final class Delegate: GameDetailDelegate {
        func gameDetailDidChange(_ game: GameResponse) {}
        func gameDetailDidDelete(id: UUID) {}
    }
}
