import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

/// The PlayerEdit screen's actions as the state offers them, their text form and `perform(_:)`.
@MainActor
@Suite("PlayerEdit presenter: actions")
struct PlayerEditActionsTests {
    let view = RecordingPlayerEditView()
    let router = RecordingPlayerEditRouter()
    let delegate = RecordingPlayerEditDelegate()
    let players = FakePlayerService(players: [PlayerFixtures.alice, PlayerFixtures.bob])

    func makePresenter(_ player: Player, _ field: PlayerEditField) -> PlayerEditPresenter {
        PlayerEditPresenter(
            view: view, interactor: PlayerEditInteractor(players: players), router: router, delegate: delegate,
            player: player, field: field)
    }

    static let cancel = ScreenAction(PlayerEditAction.cancel, "Cancel", role: .cancel)

    /// Done, the main action, enabled or not, then Cancel: what a text field offers.
    static func offered(isDoneEnabled: Bool) -> [ScreenAction<PlayerEditAction>] {
        [ScreenAction(.done, "Done", role: .primary, isEnabled: isDoneEnabled), cancel]
    }

    /// Done and Cancel, then choosing each of `titles` by its index, and choosing it and saving (Enter on a list).
    static func offered(isDoneEnabled: Bool, choosing titles: [String]) -> [ScreenAction<PlayerEditAction>] {
        offered(isDoneEnabled: isDoneEnabled)
            + titles.indices.flatMap { index in
                [
                    ScreenAction(.choose(index), titles[index]),
                    ScreenAction(
                        .chooseAndSave(index), "Choose and save", label: "Choose \(titles[index]) and save"),
                ]
            }
    }

    @Test("a text field offers Done, enabled only for a valid change, and Cancel as the cancel action")
    func offeredForText() async {
        let presenter = makePresenter(PlayerFixtures.alice, .age)
        await presenter.viewDidLoad()
        presenter.fieldDidChange(.value, to: "31")
        presenter.fieldDidChange(.value, to: "3x")
        presenter.fieldDidChange(.value, to: "30")
        #expect(
            view.states.map(\.offeredActions) == [
                Self.offered(isDoneEnabled: false), Self.offered(isDoneEnabled: true),
                Self.offered(isDoneEnabled: false), Self.offered(isDoneEnabled: false),
            ])
        #expect(presenter.state.offeredActions.cancelAction() == Self.cancel)
    }

    @Test("a choice offers Done, Cancel and choosing each option, None included, titled as listed")
    func offeredForChoice() {
        let skills = ["Beginner", "Amateur", "Professional", "None"]
        let presenter = makePresenter(PlayerFixtures.alice, .skill)
        #expect(presenter.state.offeredActions == Self.offered(isDoneEnabled: false, choosing: skills))
        presenter.didSelectOption(at: 3)
        #expect(presenter.state.offeredActions == Self.offered(isDoneEnabled: true, choosing: skills))
        let positions = makePresenter(PlayerFixtures.bob, .preferredPosition)
        #expect(
            positions.state.offeredActions
                == Self.offered(
                    isDoneEnabled: false,
                    choosing: ["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker", "None"]))
    }

    @Test("before the presenter renders, the state offers Done, disabled, and Cancel")
    func initialState() {
        #expect(PlayerEditViewState().offeredActions == Self.offered(isDoneEnabled: false))
        #expect(PlayerEditViewState().isDoneEnabled == false)
    }

    @Test("each action's text form names it back; other text names no action")
    func textForm() {
        let actions: [PlayerEditAction] = [.done, .cancel, .choose(0), .choose(5)]
        for action in actions {
            #expect(PlayerEditAction(name: action.name, argument: action.argument) == action)
        }
        #expect(actions.map(\.name) == ["done", "cancel", "choose", "choose"])
        #expect(actions.map(\.argument) == [nil, nil, "0", "5"])
        #expect(PlayerEditAction(name: "choose", argument: nil) == nil)
        #expect(PlayerEditAction(name: "choose", argument: "Striker") == nil)
        #expect(PlayerEditAction(name: "choose", argument: "1.5") == nil)
        #expect(PlayerEditAction(name: "done", argument: "1") == nil)
        #expect(PlayerEditAction(name: "cancel", argument: "1") == nil)
        #expect(PlayerEditAction(name: "save", argument: nil) == nil)
    }

    @Test("perform with choose marks the option; with Done it saves and goes back")
    func performChooseAndDone() async {
        let presenter = makePresenter(PlayerFixtures.bob, .preferredPosition)
        await presenter.perform(.choose(4))
        #expect(presenter.state.input == .choice(Self.options(selected: 4)))
        await presenter.perform(.done)
        var striker = PlayerFixtures.bob
        striker.preferredPosition = .striker
        #expect(await players.calls == [.updatePlayer(striker, replacing: PlayerFixtures.bob)])
        #expect(delegate.updated == [striker])
        #expect(router.routes == [.close])
    }

    @Test("perform with an option the screen does not list, or with Done and no change, changes nothing")
    func performIgnored() async {
        let presenter = makePresenter(PlayerFixtures.bob, .preferredPosition)
        let before = presenter.state
        await presenter.perform(.choose(6))
        await presenter.perform(.choose(-1))
        await presenter.perform(.done)
        #expect(presenter.state == before)
        #expect(await players.calls == [])
        #expect(router.routes == [])
    }

    @Test("perform with Cancel asks first after a change, and goes back on Discard")
    func performCancel() async {
        let presenter = makePresenter(PlayerFixtures.alice, .name)
        presenter.fieldDidChange(.value, to: "Alicia")
        view.answers = [false, true]
        await presenter.perform(.cancel)
        #expect(router.routes == [])
        #expect(presenter.state.input == .text("Alicia", placeholder: "Enter name of the player", isNumeric: false))
        await presenter.perform(.cancel)
        #expect(view.questions == [PlayerEditPresenter.discardQuestion, PlayerEditPresenter.discardQuestion])
        #expect(router.routes == [.close])
        #expect(await players.calls == [])
    }

    /// The positions with None, the option at `selected` marked.
    static func options(selected: Int) -> [PlayerEditOption] {
        ["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker", "None"].enumerated().map { index, title in
            PlayerEditOption(title: title, isSelected: index == selected)
        }
    }
}
