import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite("PlayerAdd presenter")
struct PlayerAddPresenterTests {
    let view = RecordingPlayerAddView()
    let router = RecordingPlayerAddRouter()
    let delegate = RecordingPlayerAddDelegate()
    let players = FakePlayerService()
    let presenter: PlayerAddPresenter

    init() {
        presenter = PlayerAddPresenter(
            view: view, interactor: PlayerAddInteractor(players: players), router: router, delegate: delegate)
    }

    @Test("The form starts empty with its placeholder, Done disabled")
    func initialState() async {
        await presenter.viewDidLoad()
        #expect(
            view.states == [
                PlayerAddViewState(
                    title: "Add Player", name: "", placeholder: "Enter name of the player", isDoneEnabled: false)
            ])
    }

    @Test(
        "Done is enabled only while the trimmed name is 1 to 100 characters; otherwise the form says why",
        arguments: [
            ("", false, nil), ("   ", false, "The name must not be empty."), (" Ana ", true, nil),
            (String(repeating: "a", count: 100), true, nil),
            (String(repeating: "a", count: 101), false, "The name must be at most 100 characters long."),
        ])
    func doneEnabling(name: String, isEnabled: Bool, problem: String?) {
        presenter.fieldDidChange(.name, to: name)
        #expect(presenter.state == PlayerAddViewState(name: name, isDoneEnabled: isEnabled, problem: problem))
    }

    @Test(
        "A name the server would refuse for its characters or size is explained under the field, and Done sends nothing",
        arguments: [
            ("An\u{0}a", "The name must not contain control characters."),
            ("Two\nlines", "The name must not contain control characters."),
            ("Two\u{2028}lines", "The name must not contain control characters."),
            (String(repeating: "e\u{301}\u{302}", count: 100), "The name must be at most 400 bytes long in UTF-8."),
        ])
    func serverRefusalsShownFirst(name: String, problem: String) async {
        presenter.fieldDidChange(.name, to: name)
        await presenter.didTapDone()
        #expect(presenter.state == PlayerAddViewState(name: name, isDoneEnabled: false, problem: problem))
        #expect(await players.calls == [])
        #expect(view.alerts == [])
        #expect(router.routes == [])
    }

    @Test("A second Done that arrives after the player was created (Enter pressed twice) creates nothing more")
    func doneTwice() async {
        presenter.fieldDidChange(.name, to: "Dora")
        await presenter.didTapDone()
        await presenter.didTapDone()
        #expect(await players.calls == [.createPlayer(PlayerRequest(name: "Dora"))])
        #expect(router.routes == [.close])
    }

    @Test("Done creates the player with the trimmed name, tells the list and goes back")
    func createsPlayer() async {
        presenter.fieldDidChange(.name, to: "  Dora ")
        await presenter.didTapDone()
        let dora = Player(id: FakePlayerService.id(ofCreated: 1), name: "Dora")
        #expect(await players.calls == [.createPlayer(PlayerRequest(name: "Dora"))])
        #expect(delegate.created == [dora])
        #expect(router.routes == [.close])
        #expect(
            view.states == [
                PlayerAddViewState(name: "  Dora ", isDoneEnabled: true),
                PlayerAddViewState(name: "  Dora ", isDoneEnabled: true, isLoading: true),
                PlayerAddViewState(name: "  Dora ", isDoneEnabled: true, isLoading: false),
            ])
    }

    @Test("A failure keeps the typed name and says so")
    func failure() async {
        await players.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))
        presenter.fieldDidChange(.name, to: "Dora")
        await presenter.didTapDone()
        #expect(
            view.alerts == [
                .error(
                    "Unable to create player. Could not reach the server at http://127.0.0.1:8080. "
                        + "Check that it is running and try again.")
            ])
        #expect(presenter.state == PlayerAddViewState(name: "Dora", isDoneEnabled: true))
        #expect(delegate.created == [])
        #expect(router.routes == [])
    }

    @Test("An expired session returns to Login")
    func sessionExpired() async {
        await players.failNextCall(with: .sessionExpired)
        presenter.fieldDidChange(.name, to: "Dora")
        await presenter.didTapDone()
        #expect(router.routes == [.login(notice: "Your session has expired. Please log in again.")])
        #expect(view.alerts == [])
    }

    @Test("Done while disabled sends nothing")
    func doneDisabled() async {
        presenter.fieldDidChange(.name, to: "  ")
        await presenter.didTapDone()
        #expect(await players.calls == [])
        #expect(router.routes == [])
    }

    @Test("A refusal the server explains is shown with its reason")
    func serverReason() async {
        await players.failNextCall(with: .rejected(reason: "'name' must not contain control characters."))
        presenter.fieldDidChange(.name, to: "Dora")
        await presenter.didTapDone()
        #expect(view.alerts == [.error("Unable to create player. 'name' must not contain control characters.")])
    }

    @Test("Cancel with an empty name goes back at once")
    func cancelEmpty() async {
        presenter.fieldDidChange(.name, to: "  ")
        await presenter.didTapCancel()
        #expect(view.questions == [])
        #expect(router.routes == [.close])
    }

    @Test("Cancel after typing a name asks before discarding it; keeping it stays on the form")
    func cancelAsks() async {
        presenter.fieldDidChange(.name, to: "Dora")
        view.answers = [false, true]
        await presenter.didTapCancel()
        #expect(router.routes == [])
        #expect(presenter.state.name == "Dora")
        await presenter.didTapCancel()
        #expect(view.questions == [PlayerAddPresenter.discardQuestion, PlayerAddPresenter.discardQuestion])
        #expect(router.routes == [.close])
        #expect(await players.calls == [])
    }
}
