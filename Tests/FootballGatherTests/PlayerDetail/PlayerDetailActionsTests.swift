import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

/// The PlayerDetail screen's actions as the state offers them, their text form and `perform(_:)`.
@MainActor
@Suite("PlayerDetail presenter: actions")
struct PlayerDetailActionsTests {
    let view = RecordingPlayerDetailView()
    let router = RecordingPlayerDetailRouter()
    let delegate = RecordingPlayerDetailDelegate()

    func makePresenter(for player: Player) -> PlayerDetailPresenter {
        PlayerDetailPresenter(
            view: view,
            interactor: PlayerDetailInteractor(player: player, players: FakePlayerService(players: [player])),
            router: router, delegate: delegate)
    }

    static let back = ScreenAction(PlayerDetailAction.back, "Back", role: .cancel)

    /// Every field's Edit in the order the rows show them, each labelled with its field's name, then Back.
    static let offered: [ScreenAction<PlayerDetailAction>] = [
        ScreenAction(.edit(.name), "Edit", label: "Edit Name"),
        ScreenAction(.edit(.age), "Edit", label: "Edit Age"),
        ScreenAction(.edit(.preferredPosition), "Edit", label: "Edit Preferred position"),
        ScreenAction(.edit(.skill), "Edit", label: "Edit Skill"),
        ScreenAction(.edit(.favouriteTeam), "Edit", label: "Edit Favourite team"),
        back,
    ]

    @Test("each row offers Edit labelled with its field, in the order shown, then Back as the cancel action")
    func offered() async {
        let presenter = makePresenter(for: PlayerFixtures.alice)
        await presenter.viewDidLoad()
        #expect(view.states.map(\.offeredActions) == [Self.offered, Self.offered])
        #expect(presenter.state.sections.flatMap(\.rows).map(\.edit) == Array(Self.offered.dropLast()))
        #expect(presenter.state.offeredActions.cancelAction() == Self.back)
        #expect(presenter.state.isLoading == false)
    }

    @Test("a player without values offers every Edit too, and an edit keeps them all")
    func offeredForBlankValues() {
        let presenter = makePresenter(for: PlayerFixtures.bob)
        #expect(presenter.state.offeredActions == Self.offered)
        var bob = PlayerFixtures.bob
        bob.favouriteTeam = "Ajax"
        presenter.playerEditDidUpdate(bob)
        #expect(presenter.state.offeredActions == Self.offered)
    }

    @Test("before the presenter renders, the state has no title and offers only Back")
    func initialState() {
        let state = PlayerDetailViewState()
        #expect(state.title == "")
        #expect(state.offeredActions == [Self.back])
    }

    @Test("each action's text form names it back; other text names no action")
    func textForm() {
        let actions = PlayerEditField.allCases.map(PlayerDetailAction.edit) + [.back]
        for action in actions {
            #expect(PlayerDetailAction(name: action.name, argument: action.argument) == action)
        }
        #expect(actions.map(\.name) == ["edit", "edit", "edit", "edit", "edit", "back"])
        #expect(actions.map(\.argument) == ["name", "age", "preferred-position", "skill", "favourite-team", nil])
        #expect(PlayerDetailAction(name: "edit", argument: nil) == nil)
        #expect(PlayerDetailAction(name: "edit", argument: "preferredPosition") == nil)
        #expect(PlayerDetailAction(name: "edit", argument: "height") == nil)
        #expect(PlayerDetailAction(name: "back", argument: "name") == nil)
        #expect(PlayerDetailAction(name: "cancel", argument: nil) == nil)
    }

    @Test("perform with Edit opens PlayerEdit for that field; with Back it closes the details")
    func perform() async {
        let presenter = makePresenter(for: PlayerFixtures.alice)
        await presenter.perform(.edit(.favouriteTeam))
        await presenter.perform(.edit(.age))
        await presenter.perform(.back)
        let delegate = ObjectIdentifier(presenter)
        #expect(
            router.routes == [
                .edit(PlayerFixtures.alice, .favouriteTeam, delegate: delegate),
                .edit(PlayerFixtures.alice, .age, delegate: delegate), .close,
            ])
    }
}
