import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Games and a game's page follow answers arriving, without Refresh")
struct GamesLiveTests {
    let changes = ScriptedTopicChanges()

    /// Thursday's game after Ivo answered In through the link: he waits third.
    static var afterIvoAnswered: GameResponse {
        var game = GameFixtures.thursday
        game.people[7] = GameFixtures.person(8, "Ivo", .waiting, waiting: 3)
        return game
    }

    @Test("An answer through the link shows in the list's count without a loading state; other news changes nothing")
    func listFollowsGames() async throws {
        let service = FakeGameService(games: [GameFixtures.thursday])
        let view = RecordingGamesView()
        let presenter = GamesPresenter(
            view: view, interactor: GamesInteractor(games: service, changes: changes), router: RecordingGamesRouter(),
            now: { GamesPresenterTests.now }, formatWhen: { _, _ in "when" })
        await presenter.viewDidLoad()
        let loaded = view.states.count
        await service.store(Self.afterIvoAnswered)

        changes.send(.changed(topic: ChangeTopic.players.name, version: 1))
        changes.send(.changed(topic: ChangeTopic.games.name, version: 2))
        await view.waitForState { $0.sections.first?.rows.first?.fill == "3 of 3 in · 3 waiting" }

        #expect(view.states.dropFirst(loaded).allSatisfy { !$0.isLoading })
        #expect(await service.calls.filter { $0 == .games }.count == 2)
    }

    @Test("The game's page shows the new answer when its own topic changes, not another game's")
    func detailFollowsItsGame() async throws {
        let service = FakeGameService(games: [GameFixtures.thursday, GameFixtures.lastWeek])
        let view = RecordingGameDetailView()
        let presenter = GameDetailPresenter(
            view: view, interactor: GameDetailInteractor(games: service, changes: changes),
            router: RecordingGameDetailRouter(), delegate: nil, gameID: GameFixtures.thursday.id,
            formatWhen: { _, _ in "when" })
        await presenter.viewDidLoad()
        await service.store(Self.afterIvoAnswered)

        changes.send(.changed(topic: ChangeTopic.game(GameFixtures.lastWeek.id).name, version: 1))
        changes.send(.changed(topic: ChangeTopic.game(GameFixtures.thursday.id).name, version: 2))
        await view.waitForState { state in
            state.groups.contains { group in group.rows.contains { $0.name == "3. Ivo" } }
        }
        #expect(await service.calls.filter { $0 == .game(id: GameFixtures.thursday.id) }.count == 2)
        #expect(presenter.game?.people[7].standing == .waiting)
    }
}
