import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

/// The PlayerAdd screen's actions and words as the state offers them, the actions' text form and
/// `perform(_:)`.
@MainActor
@Suite("PlayerAdd presenter: actions")
struct PlayerAddActionsTests {
    let view = RecordingPlayerAddView()
    let router = RecordingPlayerAddRouter()
    let delegate = RecordingPlayerAddDelegate()
    let players = FakePlayerService()
    let presenter: PlayerAddPresenter

    init() {
        presenter = PlayerAddPresenter(
            view: view, interactor: PlayerAddInteractor(players: players), router: router, delegate: delegate)
    }

    static let cancel = ScreenAction(PlayerAddAction.cancel, "Cancel", role: .cancel)

    /// Done, the main action, enabled or not, then Cancel.
    static func offered(isDoneEnabled: Bool) -> [ScreenAction<PlayerAddAction>] {
        [ScreenAction(.done, "Done", role: .primary, isEnabled: isDoneEnabled), cancel]
    }

    @Test("Done is offered disabled until the name passes the rules; Cancel is always the cancel action")
    func offered() async {
        await presenter.viewDidLoad()
        presenter.fieldDidChange(.name, to: "D")
        presenter.fieldDidChange(.name, to: "  ")
        presenter.fieldDidChange(.name, to: " Dora ")
        #expect(
            view.states.map(\.offeredActions) == [
                Self.offered(isDoneEnabled: false), Self.offered(isDoneEnabled: true),
                Self.offered(isDoneEnabled: false), Self.offered(isDoneEnabled: true),
            ])
        #expect(view.states.map(\.isDoneEnabled) == [false, true, false, true])
        #expect(presenter.state.offeredActions.cancelAction() == Self.cancel)
        #expect(PlayerAddViewState().offeredActions == Self.offered(isDoneEnabled: false))
    }

    @Test("the title, the field's label and its placeholder come from the state")
    func words() {
        presenter.fieldDidChange(.name, to: "Dora")
        let state = presenter.state
        #expect(state.title == "Add Player")
        #expect(state.nameLabel == "Name")
        #expect(state.placeholder == "Enter name of the player")
    }

    @Test("each action's text form names it back; other text names no action")
    func textForm() {
        let actions: [PlayerAddAction] = [.done, .cancel]
        for action in actions {
            #expect(PlayerAddAction(name: action.name, argument: action.argument) == action)
        }
        #expect(actions.map(\.name) == ["done", "cancel"])
        #expect(actions.map(\.argument) == [nil, nil])
        #expect(PlayerAddAction(name: "done", argument: "Dora") == nil)
        #expect(PlayerAddAction(name: "add", argument: nil) == nil)
        #expect(PlayerAddAction(name: "back", argument: nil) == nil)
    }

    @Test("perform with Done creates the player, tells the list and goes back")
    func performDone() async {
        presenter.fieldDidChange(.name, to: "Dora")
        await presenter.perform(.done)
        #expect(await players.calls == [.createPlayer(PlayerRequest(name: "Dora"))])
        #expect(delegate.created.map(\.name) == ["Dora"])
        #expect(router.routes == [.close])
    }

    @Test("perform with Done while it is disabled sends nothing")
    func performDoneDisabled() async {
        await presenter.perform(.done)
        presenter.fieldDidChange(.name, to: "An\u{0}a")
        await presenter.perform(.done)
        #expect(await players.calls == [])
        #expect(router.routes == [])
        #expect(view.alerts == [])
    }

    @Test("perform with Cancel asks first once a name was typed, and goes back on Discard")
    func performCancel() async {
        presenter.fieldDidChange(.name, to: "Dora")
        view.answers = [false, true]
        await presenter.perform(.cancel)
        #expect(router.routes == [])
        await presenter.perform(.cancel)
        #expect(view.questions == [PlayerAddPresenter.discardQuestion, PlayerAddPresenter.discardQuestion])
        #expect(router.routes == [.close])
        #expect(await players.calls == [])
    }
}
