import FootballGatherTestSupport
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite("PlayerEdit presenter")
struct PlayerEditPresenterTests {
    let view = RecordingPlayerEditView()
    let router = RecordingPlayerEditRouter()
    let delegate = RecordingPlayerEditDelegate()
    let players = FakePlayerService(players: [PlayerFixtures.alice, PlayerFixtures.bob])

    func makePresenter(_ player: Player, _ field: PlayerEditField) -> PlayerEditPresenter {
        PlayerEditPresenter(
            view: view, interactor: PlayerEditInteractor(players: players), router: router, delegate: delegate,
            player: player, field: field)
    }

    static let positions = ["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker", "None"]
    static let skills = ["Beginner", "Amateur", "Professional", "None"]

    static func options(_ titles: [String], selected: String) -> PlayerEditInput {
        .choice(titles.map { PlayerEditOption(title: $0, isSelected: $0 == selected) })
    }

    @Test("Text fields are pre-filled and titled with the field's name")
    func textFields() async {
        let name = makePresenter(PlayerFixtures.alice, .name)
        let age = makePresenter(PlayerFixtures.alice, .age)
        let team = makePresenter(PlayerFixtures.bob, .favouriteTeam)
        await name.viewDidLoad()
        #expect(
            view.states == [
                PlayerEditViewState(
                    title: "Name", input: .text("Alice", placeholder: "Enter name of the player", isNumeric: false))
            ])
        #expect(
            age.state
                == PlayerEditViewState(title: "Age", input: .text("30", placeholder: "Enter age", isNumeric: true))
        )
        #expect(
            team.state
                == PlayerEditViewState(
                    title: "Favourite team", input: .text("", placeholder: "Enter favourite team", isNumeric: false)))
    }

    @Test("Selection fields list the options with the current one marked, and None to clear")
    func selectionFields() {
        let position = makePresenter(PlayerFixtures.alice, .preferredPosition)
        let skill = makePresenter(PlayerFixtures.bob, .skill)
        #expect(
            position.state
                == PlayerEditViewState(
                    title: "Preferred position", input: Self.options(Self.positions, selected: "Defender")))
        #expect(skill.state == PlayerEditViewState(title: "Skill", input: Self.options(Self.skills, selected: "None")))
    }

    @Test(
        "Done is enabled only for a valid name that changed (ignoring case)",
        arguments: [("Alice", false), ("ALICE ", false), ("", false), ("  ", false), ("Alicia", true)])
    func nameValidation(text: String, isEnabled: Bool) {
        let presenter = makePresenter(PlayerFixtures.alice, .name)
        presenter.textDidChange(text)
        #expect(presenter.state.isDoneEnabled == isEnabled)
        #expect(presenter.state.input == .text(text, placeholder: "Enter name of the player", isNumeric: false))
    }

    @Test(
        "Done is enabled only for a changed age that is a whole number 1-120, or empty",
        arguments: [
            ("30", false), (" 30 ", false), ("31", true), ("", true), ("0", false), ("121", false), ("120", true),
            ("abc", false), ("3.5", false), ("-4", false), ("99999999999999999999999", false),
        ])
    func ageValidation(text: String, isEnabled: Bool) {
        let presenter = makePresenter(PlayerFixtures.alice, .age)
        presenter.textDidChange(text)
        #expect(presenter.state.isDoneEnabled == isEnabled)
    }

    @Test(
        "An invalid value says why Done is off; a valid or unchanged one says nothing",
        arguments: [
            (PlayerEditField.age, "abc", Optional("The age must be a whole number from 1 to 120, or empty.")),
            (.age, "121", "The age must be a whole number from 1 to 120, or empty."),
            (.age, "30", nil), (.age, "", nil),
            (.name, "   ", "The name must not be empty."),
            (.name, String(repeating: "n", count: 101), "The name must be at most 100 characters long."),
            (.name, "ALICE", nil),
            (
                .favouriteTeam, String(repeating: "t", count: 101),
                "The favourite team must be at most 100 characters long."
            ),
            (.favouriteTeam, "Ajax", nil),
        ])
    func problemSentence(field: PlayerEditField, text: String, problem: String?) {
        let presenter = makePresenter(PlayerFixtures.alice, field)
        presenter.textDidChange(text)
        #expect(presenter.state.problem == problem)
        if problem != nil { #expect(presenter.state.isDoneEnabled == false) }
    }

    @Test("Typing letters into the age shows the rule, and fixing it clears it")
    func ageProblemState() {
        let presenter = makePresenter(PlayerFixtures.alice, .age)
        presenter.textDidChange("3x")
        #expect(
            presenter.state
                == PlayerEditViewState(
                    title: "Age", input: .text("3x", placeholder: "Enter age", isNumeric: true),
                    problem: "The age must be a whole number from 1 to 120, or empty."))
        presenter.textDidChange("33")
        #expect(
            presenter.state
                == PlayerEditViewState(
                    title: "Age", input: .text("33", placeholder: "Enter age", isNumeric: true), isDoneEnabled: true))
    }

    @Test("Clearing an age that was never set is no change")
    func emptyAgeUnchanged() {
        let presenter = makePresenter(PlayerFixtures.bob, .age)
        presenter.textDidChange("  ")
        #expect(presenter.state.isDoneEnabled == false)
    }

    @Test("Choosing the current option is no change; another option or None is")
    func choiceChanges() {
        let presenter = makePresenter(PlayerFixtures.alice, .skill)
        presenter.didSelectOption(at: 1)
        #expect(presenter.state.isDoneEnabled == false)
        presenter.didSelectOption(at: 3)
        #expect(
            presenter.state
                == PlayerEditViewState(
                    title: "Skill", input: Self.options(Self.skills, selected: "None"), isDoneEnabled: true))
    }

    @Test("Input that does not fit the field is ignored")
    func badInputIgnored() {
        let choice = makePresenter(PlayerFixtures.alice, .preferredPosition)
        choice.textDidChange("Striker")
        choice.didSelectOption(at: 6)
        choice.didSelectOption(at: -1)
        #expect(
            choice.state
                == PlayerEditViewState(
                    title: "Preferred position", input: Self.options(Self.positions, selected: "Defender")))
        let text = makePresenter(PlayerFixtures.alice, .name)
        text.didSelectOption(at: 0)
        #expect(text.state.input == .text("Alice", placeholder: "Enter name of the player", isNumeric: false))
    }

    @Test("Done saves the player, tells PlayerDetail and goes back")
    func saves() async {
        let presenter = makePresenter(PlayerFixtures.alice, .favouriteTeam)
        presenter.textDidChange("  Arsenal ")
        await presenter.didTapDone()
        var saved = PlayerFixtures.alice
        saved.favouriteTeam = "Arsenal"
        #expect(await players.calls == [.updatePlayer(saved)])
        #expect(delegate.updated == [saved])
        #expect(router.routes == [.close])
        #expect(
            view.states.map(\.isLoading) == [false, true, false])
    }

    @Test("Clearing an optional value saves it as absent")
    func clearsValue() async {
        let team = makePresenter(PlayerFixtures.alice, .favouriteTeam)
        team.textDidChange("")
        await team.didTapDone()
        let position = makePresenter(PlayerFixtures.alice, .preferredPosition)
        position.didSelectOption(at: 5)
        await position.didTapDone()
        var noTeam = PlayerFixtures.alice
        noTeam.favouriteTeam = nil
        var noPosition = PlayerFixtures.alice
        noPosition.preferredPosition = nil
        #expect(await players.calls == [.updatePlayer(noTeam), .updatePlayer(noPosition)])
    }

    @Test("A failure keeps the edit and says so")
    func failure() async {
        await players.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))
        let presenter = makePresenter(PlayerFixtures.alice, .name)
        presenter.textDidChange("Alicia")
        await presenter.didTapDone()
        #expect(view.alerts == [.error("Unable to update player. Please try again.")])
        #expect(
            presenter.state
                == PlayerEditViewState(
                    title: "Name", input: .text("Alicia", placeholder: "Enter name of the player", isNumeric: false),
                    isDoneEnabled: true))
        #expect(delegate.updated == [])
        #expect(router.routes == [])
    }

    @Test("An expired session returns to Login")
    func sessionExpired() async {
        await players.failNextCall(with: .sessionExpired)
        let presenter = makePresenter(PlayerFixtures.alice, .age)
        presenter.textDidChange("44")
        await presenter.didTapDone()
        #expect(router.routes == [.login(notice: "Your session has expired. Please log in again.")])
    }

    @Test("Done without a valid change sends nothing; Cancel goes back")
    func doneDisabledAndCancel() async {
        let presenter = makePresenter(PlayerFixtures.alice, .name)
        await presenter.didTapDone()
        presenter.didTapCancel()
        #expect(await players.calls == [])
        #expect(router.routes == [.close])
    }
}
