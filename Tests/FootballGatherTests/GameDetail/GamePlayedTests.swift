import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("A game played: its page shows the result and the list moves it to the past")
struct GamePlayedTests {
    static let gatherID = UUID(fake: 9, kind: 3)
    /// Thursday's game, its teams picked and played.
    static let picked: GameResponse = {
        var game = GameFixtures.thursday
        game.gatherID = gatherID
        return game
    }()
    static func gather(score: GatherScore?) -> Gather {
        Gather(
            id: gatherID, createdAt: GameFixtures.thursdayDate, score: score, winner: score?.winner,
            players: [])
    }

    let view = RecordingGameDetailView()
    let router = RecordingGameDetailRouter()
    let delegate = RecordingGameDetailDelegate()

    func makePresenter(gathers: FakeGatherService, changes: ScriptedTopicChanges = ScriptedTopicChanges())
        -> GameDetailPresenter
    {
        GameDetailPresenter(
            view: view,
            interactor: GameDetailInteractor(
                games: FakeGameService(games: [Self.picked]), gathers: gathers, changes: changes),
            router: router, delegate: delegate, gameID: Self.picked.id, formatWhen: { _, _ in "Thursday" })
    }

    @Test("Once its gather has ended the game's page says the result first among its facts")
    func resultShown() async {
        let presenter = makePresenter(
            gathers: FakeGatherService(gathers: [Self.gather(score: GatherScore(teamA: 2, teamB: 1))]))
        await presenter.viewDidLoad()
        #expect(presenter.state.facts.first == "Played: Team A 2\u{A0}:\u{A0}1 Team B")
    }

    @Test("While the gather is played no result is shown; its end on another device shows it, without a reload")
    func resultArrivesLive() async throws {
        let gathers = FakeGatherService(gathers: [Self.gather(score: nil)])
        let changes = ScriptedTopicChanges()
        let presenter = makePresenter(gathers: gathers, changes: changes)
        await presenter.viewDidLoad()
        #expect(presenter.state.facts.first?.hasPrefix("Played") == false)

        _ = try await gathers.endGather(id: Self.gatherID, score: GatherScore(teamA: 0, teamB: 3)!)
        changes.send(.changed(topic: ChangeTopic.gathers.name, version: 2))
        await view.waitForState { $0.facts.first == "Played: Team A 0\u{A0}:\u{A0}3 Team B" }
    }

    @Test("The gather picked from the game ended on another device: back to the game, saying the result")
    func endedElsewhere() async {
        let presenter = makePresenter(
            gathers: FakeGatherService(gathers: [Self.gather(score: GatherScore(teamA: 2, teamB: 1))]))
        await presenter.viewDidLoad()
        let notice = GatherPresenter.endedElsewhere(GatherScore(teamA: 2, teamB: 1))

        presenter.confirmPlayersDidEndGather(elsewhere: notice)
        await presenter.reloadTask?.value

        #expect(view.alerts == [notice])
        #expect(presenter.state.facts.first == "Played: Team A 2\u{A0}:\u{A0}1 Team B")
    }

    @Test("The list puts a game whose gather has ended with the past games, though its date is to come")
    func movesToPast() async {
        let service = FakeGameService(games: [GameFixtures.thursday, GameFixtures.lastWeek])
        await service.markPlayed(GameFixtures.thursday.id, at: GameFixtures.thursdayDate.addingTimeInterval(-3600))
        let view = RecordingGamesView()
        let presenter = GamesPresenter(
            view: view, interactor: GamesInteractor(games: service), router: RecordingGamesRouter(),
            now: { Date(timeIntervalSince1970: 1_795_521_600) }, formatWhen: { _, _ in "" })

        await presenter.viewDidLoad()

        #expect(presenter.state.sections.map(\.title) == ["Past"])
        #expect(presenter.state.sections.first?.rows.map(\.id) == [GameFixtures.thursday.id, GameFixtures.lastWeek.id])
    }
}
