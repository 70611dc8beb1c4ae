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
                    playerID: PlayerFixtures.alice.id, field: .name,
                    title: "Name", input: .text("Alice", placeholder: "Enter name of the player", isNumeric: false))
            ])
        #expect(
            age.state
                == PlayerEditViewState(
                    playerID: PlayerFixtures.alice.id, field: .age, title: "Age",
                    input: .text("30", placeholder: "Enter age", isNumeric: true))
        )
        #expect(
            team.state
                == PlayerEditViewState(
                    playerID: PlayerFixtures.bob.id, field: .favouriteTeam,
                    title: "Favourite team", input: .text("", placeholder: "Enter favourite team", isNumeric: false)))
    }

    @Test("Selection fields list the options with the current one marked, and None to clear")
    func selectionFields() {
        let position = makePresenter(PlayerFixtures.alice, .preferredPosition)
        let skill = makePresenter(PlayerFixtures.bob, .skill)
        #expect(
            position.state
                == PlayerEditViewState(
                    playerID: PlayerFixtures.alice.id, field: .preferredPosition,
                    title: "Preferred position", input: Self.options(Self.positions, selected: "Defender")))
        #expect(
            skill.state
                == PlayerEditViewState(
                    playerID: PlayerFixtures.bob.id, field: .skill, title: "Skill",
                    input: Self.options(Self.skills, selected: "None")))
    }

    @Test(
        "Done is enabled only for a valid name that changed (capitals count, surrounding spaces do not)",
        arguments: [
            ("Alice", false), (" Alice ", false), ("ALICE ", true), ("", false), ("  ", false), ("Alicia", true),
        ])
    func nameValidation(text: String, isEnabled: Bool) {
        let presenter = makePresenter(PlayerFixtures.alice, .name)
        presenter.fieldDidChange(.value, to: text)
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
        presenter.fieldDidChange(.value, to: text)
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
        presenter.fieldDidChange(.value, to: text)
        #expect(presenter.state.problem == problem)
        if problem != nil { #expect(presenter.state.isDoneEnabled == false) }
    }

    @Test(
        "A name or team the server would refuse for its characters or size is explained under the field, and Done sends nothing",
        arguments: [
            (PlayerEditField.name, "Ali\u{7}ce", "The name must not contain control characters."),
            (
                .name, String(repeating: "e\u{301}\u{302}", count: 100),
                "The name must be at most 400 bytes long in UTF-8."
            ),
            (.favouriteTeam, "Aj\tax", "The favourite team must not contain control characters."),
            (.favouriteTeam, "Aj\u{2029}ax", "The favourite team must not contain control characters."),
            (
                .favouriteTeam, String(repeating: "e\u{301}\u{302}", count: 100),
                "The favourite team must be at most 400 bytes long in UTF-8."
            ),
        ])
    func serverRefusalsShownFirst(field: PlayerEditField, text: String, problem: String) async {
        let presenter = makePresenter(PlayerFixtures.alice, field)
        presenter.fieldDidChange(.value, to: text)
        await presenter.didTapDone()
        #expect(presenter.state.problem == problem)
        #expect(presenter.state.isDoneEnabled == false)
        #expect(await players.calls == [])
        #expect(view.alerts == [])
    }

    @Test("Typing letters into the age shows the rule, and fixing it clears it")
    func ageProblemState() {
        let presenter = makePresenter(PlayerFixtures.alice, .age)
        presenter.fieldDidChange(.value, to: "3x")
        #expect(
            presenter.state
                == PlayerEditViewState(
                    playerID: PlayerFixtures.alice.id, field: .age,
                    title: "Age", input: .text("3x", placeholder: "Enter age", isNumeric: true),
                    problem: "The age must be a whole number from 1 to 120, or empty."))
        presenter.fieldDidChange(.value, to: "33")
        #expect(
            presenter.state
                == PlayerEditViewState(
                    playerID: PlayerFixtures.alice.id, field: .age,
                    title: "Age", input: .text("33", placeholder: "Enter age", isNumeric: true), isDoneEnabled: true))
    }

    @Test("Clearing an age that was never set is no change")
    func emptyAgeUnchanged() {
        let presenter = makePresenter(PlayerFixtures.bob, .age)
        presenter.fieldDidChange(.value, to: "  ")
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
                    playerID: PlayerFixtures.alice.id, field: .skill,
                    title: "Skill", input: Self.options(Self.skills, selected: "None"), isDoneEnabled: true))
    }

    @Test("Choose and save on a list saves a new choice at once; on the current one it only chooses")
    func chooseAndSave() async {
        let presenter = makePresenter(PlayerFixtures.alice, .skill)
        await presenter.perform(.chooseAndSave(1))
        #expect(await players.calls.isEmpty && router.routes.isEmpty)

        await presenter.perform(.chooseAndSave(2))

        var saved = PlayerFixtures.alice
        saved.skill = .professional
        #expect(await players.calls == [.updatePlayer(saved, replacing: PlayerFixtures.alice)])
        #expect(router.routes == [.close])
    }

    @Test("Input that does not fit the field is ignored")
    func badInputIgnored() {
        let choice = makePresenter(PlayerFixtures.alice, .preferredPosition)
        choice.fieldDidChange(.value, to: "Striker")
        choice.didSelectOption(at: 6)
        choice.didSelectOption(at: -1)
        #expect(
            choice.state
                == PlayerEditViewState(
                    playerID: PlayerFixtures.alice.id, field: .preferredPosition,
                    title: "Preferred position", input: Self.options(Self.positions, selected: "Defender")))
        let text = makePresenter(PlayerFixtures.alice, .name)
        text.didSelectOption(at: 0)
        #expect(text.state.input == .text("Alice", placeholder: "Enter name of the player", isNumeric: false))
    }

    @Test("Done saves the player, tells PlayerDetail and goes back")
    func saves() async {
        let presenter = makePresenter(PlayerFixtures.alice, .favouriteTeam)
        presenter.fieldDidChange(.value, to: "  Arsenal ")
        await presenter.didTapDone()
        var saved = PlayerFixtures.alice
        saved.favouriteTeam = "Arsenal"
        #expect(await players.calls == [.updatePlayer(saved, replacing: PlayerFixtures.alice)])
        #expect(delegate.updated == [saved])
        #expect(router.routes == [.close])
        #expect(
            view.states.map(\.isLoading) == [false, true, false])
    }

    @Test("Clearing an optional value saves it as absent")
    func clearsValue() async {
        let team = makePresenter(PlayerFixtures.alice, .favouriteTeam)
        team.fieldDidChange(.value, to: "")
        await team.didTapDone()
        var noTeam = PlayerFixtures.alice
        noTeam.favouriteTeam = nil
        let position = makePresenter(noTeam, .preferredPosition)
        position.didSelectOption(at: 5)
        await position.didTapDone()
        var noPosition = noTeam
        noPosition.preferredPosition = nil
        #expect(
            await players.calls == [
                .updatePlayer(noTeam, replacing: PlayerFixtures.alice),
                .updatePlayer(noPosition, replacing: noTeam),
            ])
    }

    @Test("A failure keeps the edit and says so")
    func failure() async {
        await players.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))
        let presenter = makePresenter(PlayerFixtures.alice, .name)
        presenter.fieldDidChange(.value, to: "Alicia")
        await presenter.didTapDone()
        #expect(
            view.alerts == [
                .error(
                    "Unable to update player. Could not reach the server at http://127.0.0.1:8080. "
                        + "Check that it is running and try again.")
            ])
        #expect(
            presenter.state
                == PlayerEditViewState(
                    playerID: PlayerFixtures.alice.id, field: .name,
                    title: "Name", input: .text("Alicia", placeholder: "Enter name of the player", isNumeric: false),
                    isDoneEnabled: true))
        #expect(delegate.updated == [])
        #expect(router.routes == [])
    }

    @Test("An expired session returns to Login")
    func sessionExpired() async {
        await players.failNextCall(with: .sessionExpired)
        let presenter = makePresenter(PlayerFixtures.alice, .age)
        presenter.fieldDidChange(.value, to: "44")
        await presenter.didTapDone()
        #expect(router.routes == [.login(notice: "Your session has expired. Please log in again.")])
    }

    @Test("Done without a valid change sends nothing; Cancel without a change goes back at once")
    func doneDisabledAndCancel() async {
        let presenter = makePresenter(PlayerFixtures.alice, .name)
        await presenter.didTapDone()
        await presenter.didTapCancel()
        #expect(await players.calls == [])
        #expect(view.questions == [])
        #expect(router.routes == [.close])
    }

    @Test("Cancel after a change asks before discarding it")
    func cancelAsks() async {
        let presenter = makePresenter(PlayerFixtures.alice, .skill)
        presenter.didSelectOption(at: 0)
        view.answers = [false, true]
        await presenter.didTapCancel()
        #expect(router.routes == [])
        await presenter.didTapCancel()
        #expect(view.questions == [PlayerEditPresenter.discardQuestion, PlayerEditPresenter.discardQuestion])
        #expect(router.routes == [.close])
    }

    @Test("A change of capitals alone is a change that can be saved")
    func capitalsOnlyRename() async {
        var lowercased = PlayerFixtures.alice
        lowercased.name = "alice"
        let presenter = makePresenter(lowercased, .name)
        presenter.fieldDidChange(.value, to: "Alice")
        #expect(presenter.state.isDoneEnabled)
        await presenter.didTapDone()
        #expect(delegate.updated.map(\.name) == ["Alice"])
    }

    @Test("A player changed elsewhere is not overwritten: the user is told, the fresh player shown, the edit kept")
    func changedElsewhere() async {
        var renamedElsewhere = PlayerFixtures.alice
        renamedElsewhere.name = "Ally"
        await players.changeElsewhere(renamedElsewhere)
        let presenter = makePresenter(PlayerFixtures.alice, .age)
        presenter.fieldDidChange(.value, to: "44")
        await presenter.didTapDone()
        #expect(view.alerts == [.error("This player was changed elsewhere. Your change was not saved.")])
        #expect(delegate.updated == [renamedElsewhere])
        #expect(router.routes == [])
        #expect(await players.stored.first { $0.id == PlayerFixtures.alice.id } == renamedElsewhere)
        #expect(presenter.state.input == .text("44", placeholder: "Enter age", isNumeric: true))

        await presenter.didTapDone()
        var saved = renamedElsewhere
        saved.age = 44
        #expect(delegate.updated == [renamedElsewhere, saved])
        #expect(router.routes == [.close])
    }
}
