import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite("PlayerDetail presenter")
struct PlayerDetailPresenterTests {
    let view = RecordingPlayerDetailView()
    let router = RecordingPlayerDetailRouter()
    let delegate = RecordingPlayerDetailDelegate()

    func makePresenter(for player: Player) -> PlayerDetailPresenter {
        PlayerDetailPresenter(
            view: view, interactor: PlayerDetailInteractor(player: player), router: router, delegate: delegate)
    }

    static func state(
        name: String, age: String, position: String, skill: String, team: String
    ) -> PlayerDetailViewState {
        PlayerDetailViewState(
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
            ])
    }

    @Test("Every field shows in its section under the player's name")
    func fullPlayer() async {
        let presenter = makePresenter(for: PlayerFixtures.alice)
        await presenter.viewDidLoad()
        #expect(
            view.states == [
                Self.state(name: "Alice", age: "30", position: "Defender", skill: "Amateur", team: "Real Madrid")
            ])
    }

    @Test("Missing values are blank")
    func emptyValues() {
        let presenter = makePresenter(for: PlayerFixtures.bob)
        #expect(presenter.state == Self.state(name: "Bob", age: "", position: "", skill: "", team: ""))
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
        #expect(presenter.state == Self.state(name: "Bob", age: "41", position: "", skill: "", team: ""))
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
