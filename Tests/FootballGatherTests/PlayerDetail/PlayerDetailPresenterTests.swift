import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("PlayerDetail presenter")
struct PlayerDetailPresenterTests {
    let view = RecordingPlayerDetailView()
    let router = RecordingPlayerDetailRouter()
    let delegate = RecordingPlayerDetailDelegate()

    let players = FakePlayerService(players: [PlayerFixtures.alice, PlayerFixtures.bob])
    let changes = ScriptedTopicChanges()

    func makePresenter(for player: Player) -> PlayerDetailPresenter {
        PlayerDetailPresenter(
            view: view, interactor: PlayerDetailInteractor(player: player, players: players, changes: changes),
            router: router, delegate: delegate)
    }

    @Test("A player edited on another device shows as edited; one deleted there closes the screen")
    func followsThePlayer() async throws {
        let presenter = makePresenter(for: PlayerFixtures.bob)
        await presenter.viewDidLoad()
        var renamed = PlayerFixtures.bob
        renamed.name = "Bobby"
        _ = try await players.updatePlayer(renamed, replacing: PlayerFixtures.bob)

        changes.send(.changed(topic: "players", version: 1))
        await view.waitForState { $0.title == "Bobby" }
        #expect(router.routes.isEmpty)

        try await players.deletePlayer(id: PlayerFixtures.bob.id)
        await presenter.reloadQuietly()
        #expect(router.routes == [.close])
    }

    static let loading = PlayerDetailForm(lines: ["Loading the record…"])

    static func state(
        of player: Player, age: String, position: String, skill: String, team: String,
        form: PlayerDetailForm = loading
    ) -> PlayerDetailViewState {
        let name = player.name
        return PlayerDetailViewState(
            playerID: player.id,
            title: name,
            sections: [
                PlayerDetailSection(
                    title: "PERSONAL",
                    rows: [
                        PlayerDetailRow(field: .name, title: "Name", value: name),
                        PlayerDetailRow(field: .age, title: "Age", value: age),
                    ]),
                PlayerDetailSection(
                    title: "PLAY",
                    rows: [
                        PlayerDetailRow(field: .preferredPosition, title: "Preferred position", value: position),
                        PlayerDetailRow(field: .skill, title: "Skill", value: skill),
                    ]),
                PlayerDetailSection(
                    title: "LIKES",
                    rows: [PlayerDetailRow(field: .favouriteTeam, title: "Favourite team", value: team)]),
            ], form: form)
    }

    @Test("Every field shows in its section under the player's name, then the form once loaded")
    func fullPlayer() async {
        let presenter = makePresenter(for: PlayerFixtures.alice)
        await presenter.viewDidLoad()
        let alice = Self.state(
            of: PlayerFixtures.alice, age: "30", position: "Defender", skill: "Amateur", team: "Real Madrid")
        var loaded = alice
        loaded.form = PlayerDetailForm(lines: ["No ended gathers yet."])
        #expect(view.states == [alice, loaded])
        #expect(await players.calls == [.record(id: PlayerFixtures.alice.id)])
    }

    @Test("The form: played, won, drawn, lost and the win rate, then the last five results, newest first")
    func form() async {
        await players.setRecord(
            PlayerRecordResponse(played: 7, won: 4, drawn: 1, lost: 2, lastResults: [.won, .lost, .won, .drawn, .won]),
            forPlayer: PlayerFixtures.alice.id)
        let presenter = makePresenter(for: PlayerFixtures.alice)

        await presenter.viewDidLoad()

        #expect(
            presenter.state.form.lines == [
                "Played 7 · Won 4 · Drawn 1 · Lost 2 · Win rate 57%", "Last five: W L W D W",
            ])
        #expect(presenter.state.form.title == "FORM")
    }

    @Test("The form counts the games answered In and the ones played, even before an ended gather")
    func gamesInTheForm() {
        let record = PlayerRecordResponse(
            played: 0, won: 0, drawn: 0, lost: 0, lastResults: [], gamesIn: 3, gamesPlayed: 2)

        #expect(
            PlayerDetailPresenter.formLines(for: record) == [
                "No ended gathers yet.", "Games: answered In 3 · played 2",
            ])
    }

    @Test("A record that cannot be loaded says why in its place; the details still open their editors")
    func formFailure() async {
        await players.failNextCall(with: .unreachable(address: "http://127.0.0.1:9"))
        let presenter = makePresenter(for: PlayerFixtures.alice)

        await presenter.viewDidLoad()

        #expect(
            presenter.state.form.lines == [
                "The record could not be loaded. Could not reach the server at http://127.0.0.1:9. Check that it is running and try again."
            ])
        await presenter.perform(.edit(.age))
        #expect(router.routes.count == 1)
    }

    @Test("Missing values are blank")
    func emptyValues() {
        let presenter = makePresenter(for: PlayerFixtures.bob)
        #expect(presenter.state == Self.state(of: PlayerFixtures.bob, age: "", position: "", skill: "", team: ""))
    }

    @Test("Choosing a row opens PlayerEdit for that field")
    func opensEdit() {
        let presenter = makePresenter(for: PlayerFixtures.alice)
        presenter.didSelect(field: .skill)
        #expect(router.routes == [.edit(PlayerFixtures.alice, .skill, delegate: ObjectIdentifier(presenter))])
    }

    @Test("After an edit the details show the new value, the list hears of it, and the next edit starts from it")
    func afterEdit() {
        let presenter = makePresenter(for: PlayerFixtures.bob)
        var bob = PlayerFixtures.bob
        bob.age = 41
        presenter.playerEditDidUpdate(bob)
        presenter.didSelect(field: .name)
        #expect(presenter.state == Self.state(of: PlayerFixtures.bob, age: "41", position: "", skill: "", team: ""))
        #expect(delegate.updated == [bob])
        #expect(router.routes == [.edit(bob, .name, delegate: ObjectIdentifier(presenter))])
    }

    @Test("Back closes the details")
    func back() {
        let presenter = makePresenter(for: PlayerFixtures.bob)
        presenter.didTapBack()
        #expect(router.routes == [.close])
    }
}
