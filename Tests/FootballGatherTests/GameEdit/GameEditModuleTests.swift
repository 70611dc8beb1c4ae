import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("GameEdit assembly")
struct GameEditModuleTests {
    @Test("New game on Games pushes the form at /games/new; the game created there shows on Games")
    func createsFromGames() async throws {
        let harness = GatherFlowHarness()
        let games = try #require(harness.factory.makeGames() as? RecordingGamesView)
        harness.navigator.push(games)
        await games.presenter?.viewDidLoad()

        await games.presenter?.perform(.newGame)
        let edit = try #require(harness.navigator.top(as: RecordingGameEditView.self))
        await edit.presenter?.viewDidLoad()
        #expect(edit.states.last?.routes == [AppRoute.newGame.route])
        edit.presenter?.fieldDidChange(.place, to: "Hackney Marshes")
        await edit.presenter?.perform(.save)

        #expect(harness.navigator.top(as: RecordingGamesView.self) === games)
        #expect(games.states.last?.rows.map(\.place) == ["Hackney Marshes"])
        #expect(await harness.games.stored.map(\.place) == ["Hackney Marshes"])
    }

    @Test("popping the screen releases its view, presenter, interactor and router")
    func releasedWhenPopped() throws {
        let harness = GatherFlowHarness()
        let delegate = Delegate()
        var references: ModuleReferences?
        do {
            let screen = harness.factory.makeGameEdit(delegate: delegate)
            harness.navigator.push(screen)
            let view = try #require(screen as? RecordingGameEditView)
            references = try ModuleReferences(view: view, presenter: view.presenter)
        }
        #expect(references?.released == [false, false, false, false])

        harness.navigator.pop()

        #expect(references?.released == [true, true, true, true])
    }

    /// A delegate that keeps nothing.
    @MainActor
    final class Delegate: GameEditDelegate {
        func gameEditDidSave(_ game: GameResponse) {}
    }
}
