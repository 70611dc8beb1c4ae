import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit

@testable import FootballGather

@MainActor
@Suite("GameDetail presenter")
struct GameDetailPresenterTests {
    let view = RecordingGameDetailView()
    let router = RecordingGameDetailRouter()
    let delegate = RecordingGameDetailDelegate()
    let games = FakeGameService(games: [GameFixtures.thursday, GameFixtures.lastWeek])
    static let thursday = GameFixtures.thursday
    static func person(_ n: Int) -> UUID { GameFixtures.personID(n) }

    func makePresenter(_ game: GameResponse = thursday) -> GameDetailPresenter {
        GameDetailPresenter(
            view: view, interactor: GameDetailInteractor(games: games), router: router, delegate: delegate,
            gameID: game.id, formatWhen: { "t=\(Int($0.timeIntervalSince1970)) \($1)" })
    }

    static func row(
        _ n: Int, _ name: String, detail: String? = nil, moveIn: Bool = true, moveOut: Bool = true,
        paid: Bool? = nil
    ) -> GamePersonRow {
        let id = person(n)
        let plain =
            name.split(separator: " ", maxSplits: 1).count > 1 && name.first!.isNumber
            ? String(name.split(separator: " ", maxSplits: 1)[1]) : name
        var actions: [ScreenAction<GameDetailAction>] = []
        if moveIn { actions.append(ScreenAction(.moveIn(id), "Move in", label: "Move \(plain) in")) }
        if moveOut { actions.append(ScreenAction(.moveOut(id), "Move out", label: "Move \(plain) out")) }
        if let paid {
            actions.append(
                ScreenAction(
                    .paid(id), paid ? "Untick paid" : "Tick paid",
                    label: paid ? "\(plain) has not paid" : "\(plain) paid"))
        }
        return GamePersonRow(id: id, name: name, detail: detail, actions: actions)
    }

    static let reminder = """
        Football on t=1795719600 Europe/London at Hackney Marshes: 3 of 3 in.
        Not answered yet: Ivo.
        Waiting: 1. Dan, 2. Eve.
        Answer here:
        """

    /// The screen before the game is loaded: its address, nothing else.
    static func waiting(isLoading: Bool = false) -> GameDetailViewState {
        var state = GameDetailViewState(isLoading: isLoading)
        state.gameID = thursday.id
        return state
    }

    static let loaded = {
        var state = loadedContent
        state.gameID = thursday.id
        return state
    }()

    static let loadedContent = GameDetailViewState(
        title: "Game", when: "t=1795719600 Europe/London", place: "Hackney Marshes",
        facts: [
            "Time zone: Europe/London", "Players: 3", "Cost per head: 5", "Repeats weekly", "Answers open",
            "Note: Bring both shirts",
        ],
        groups: [
            GamePeopleGroup(
                title: "In (3 of 3)",
                rows: [
                    row(1, "Ana Lopez", detail: "Paid", moveIn: false, paid: true),
                    row(2, "Bruno", detail: "Not paid", moveIn: false, paid: false),
                    row(3, "Chloé", detail: "Not paid", moveIn: false, paid: false),
                ]),
            GamePeopleGroup(title: "Waiting", rows: [row(4, "1. Dan"), row(5, "2. Eve", detail: "Guest")]),
            GamePeopleGroup(title: "Maybe", rows: [row(6, "Finn")]),
            GamePeopleGroup(title: "Out", rows: [row(7, "Hana", moveOut: false)]),
            GamePeopleGroup(title: "Not answered", rows: [row(8, "Ivo")]),
        ],
        invitePath: "/games/" + FakeGameService.token("thursday"),
        inviteNote: "Players answer at this link, with no account.", remindText: reminder,
        invitationText: "Football on t=1795719600 Europe/London at Hackney Marshes. Are you in? Answer here:",
        actions: [
            ScreenAction(.remind, "Remind", role: .primary, label: "Send a reminder"),
            ScreenAction(.sendLink, "Send invite link", label: "Send the invite link"),
            ScreenAction(.pickTeams, "Pick teams", label: "Pick teams from the players who are in"),
            ScreenAction(.edit, "Edit", label: "Edit the game"),
            ScreenAction(.closeAnswers, "Close answers"),
            ScreenAction(.newLink, "New link", label: "Make a new invite link"),
            ScreenAction(.refresh, "Refresh"),
            ScreenAction(.delete, "Delete", role: .destructive, label: "Delete this game"),
            ScreenAction(.close, "Back", role: .cancel),
        ],
        capacityActions: [
            ScreenAction(.removePlace, "−", label: "One player fewer"),
            ScreenAction(.addPlace, "+", label: "One more player"),
        ])

    @Test("the organiser sees who is in, who waits (with positions), maybe, out and not answered")
    func showsPeople() async {
        await makePresenter().viewDidLoad()

        #expect(view.states == [Self.waiting(), Self.waiting(isLoading: true), Self.loaded])
        #expect(await games.calls == [.game(id: Self.thursday.id)])
    }

    @Test("Pick teams opens ConfirmPlayers with the three who are in, in answer order, for this game")
    func pickTeams() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()

        await presenter.perform(.pickTeams)

        #expect(await games.calls.last == .pickTeams(id: Self.thursday.id))
        guard case .confirmPlayers(let players, let game) = router.routes.last else {
            Issue.record("ConfirmPlayers was not opened: \(router.routes)")
            return
        }
        #expect(game == Self.thursday.id)
        #expect(players.map(\.name) == ["Ana Lopez", "Bruno", "Chloé"])
        #expect(presenter.state.actions.allows(.pickTeams))
    }

    @Test("Pick teams needs two who are in; when it fails, the screen says so and stays")
    func pickTeamsNeedsTwo() async {
        var lonely = Self.thursday
        lonely.people = lonely.people.map { person in
            var person = person
            if person.id != Self.person(1) && person.standing == .in { person.standing = .out }
            return person
        }
        await games.store(lonely)
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        #expect(!presenter.state.actions.allows(.pickTeams))
        await presenter.perform(.pickTeams)
        #expect(await games.calls == [.game(id: Self.thursday.id)])

        await games.store(Self.thursday)
        await presenter.perform(.refresh)
        await games.failNextCall(with: .unreachable(address: "http://127.0.0.1:9"))
        await presenter.perform(.pickTeams)
        #expect(view.alerts.last?.message.hasPrefix("Unable to pick teams.") == true)
        #expect(router.routes.isEmpty)
    }

    @Test("when the gather picked from the game ends, the organiser comes back to the game, loaded again")
    func gatherEnded() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()

        presenter.confirmPlayersDidEndGather()
        await presenter.reloadTask?.value

        #expect(router.routes == [.returnToGame])
        #expect(await games.calls == [.game(id: Self.thursday.id), .game(id: Self.thursday.id)])
    }

    @Test("moving Ana out lets Dan, first waiting, in; Eve becomes first waiting")
    func moveOutPromotes() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()

        await presenter.perform(.moveOut(Self.person(1)))

        #expect(
            await games.calls.last == .change(person: Self.person(1), game: Self.thursday.id, .init(standing: .out)))
        let groups = presenter.state.groups
        #expect(groups.map(\.title) == ["In (3 of 3)", "Waiting", "Maybe", "Out", "Not answered"])
        #expect(groups[0].rows.map(\.name) == ["Bruno", "Chloé", "Dan"])
        #expect(groups[1].rows.map(\.name) == ["1. Eve"])
        #expect(
            groups[3].rows == [
                Self.row(1, "Ana Lopez", detail: "Paid", moveOut: false, paid: true),
                Self.row(7, "Hana", moveOut: false),
            ])
        #expect(delegate.changed.count == 1)
    }

    @Test("moving Ivo in by hand puts him in past the capacity; ticking Bruno paid shows it")
    func moveInAndPaid() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()

        await presenter.perform(.moveIn(Self.person(8)))
        await presenter.perform(.paid(Self.person(2)))

        #expect(presenter.state.groups[0].title == "In (4 of 3)")
        #expect(presenter.state.groups[0].rows.map(\.detail) == ["Paid", "Paid", "Not paid", "Not paid"])
        #expect(presenter.state.groups[0].rows.map(\.name) == ["Ana Lopez", "Bruno", "Chloé", "Ivo"])
        #expect(presenter.state.groups.map(\.title) == ["In (4 of 3)", "Waiting", "Maybe", "Out"])
        #expect(
            await games.calls.suffix(2) == [
                .change(person: Self.person(8), game: Self.thursday.id, .init(standing: .in)),
                .change(person: Self.person(2), game: Self.thursday.id, .init(paid: true)),
            ])
    }

    @Test("a free game offers no paid tick")
    func freeGameHasNoPaidTick() async {
        var free = Self.thursday
        free.costPerHead = nil
        await games.store(free)
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        #expect(
            presenter.state.rows.allSatisfy { $0.detail != "Paid" && $0.actions.allSatisfy { $0.id.name != "paid" } })
        #expect(!presenter.state.facts.contains { $0.hasPrefix("Cost") })
    }

    @Test("closing answers says so and offers Open answers; + makes room and lets Dan in")
    func answersAndCapacity() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()

        await presenter.perform(.closeAnswers)
        #expect(presenter.state.facts.contains("Answers closed: only you can change who is in"))
        #expect(presenter.state.actions[.openAnswers]?.title == "Open answers")
        #expect(presenter.state.actions[.closeAnswers] == nil)
        #expect(presenter.state.remindText.hasSuffix("Answers are closed. See who is in:"))
        #expect(presenter.state.invitationText.hasSuffix("Answers are closed. See who is in:"))

        await presenter.perform(.addPlace)
        #expect(presenter.state.groups[0].title == "In (4 of 4)")
        #expect(presenter.state.groups[1].rows.map(\.name) == ["1. Eve"])
        let stored = await games.stored.first
        #expect(stored?.capacity == 4)
        #expect(stored?.answersOpen == false)
    }

    @Test("the capacity stops at 2 and at 50: − and + are then off and send nothing")
    func capacityBounds() async {
        var small = Self.thursday
        small.capacity = 2
        await games.store(small)
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        #expect(presenter.state.capacityActions.map(\.isEnabled) == [false, true])
        let calls = await games.calls.count
        await presenter.perform(.removePlace)
        #expect(await games.calls.count == calls)
    }

    @Test("New link asks first; Keep leaves the link, Make new link changes it")
    func newLink() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        view.answers = [false, true]

        await presenter.perform(.newLink)
        #expect(presenter.state.invitePath == "/games/" + FakeGameService.token("thursday"))

        await presenter.perform(.newLink)
        #expect(view.questions == [GameDetailPresenter.newLinkQuestion, GameDetailPresenter.newLinkQuestion])
        #expect(presenter.state.invitePath == "/games/" + FakeGameService.token("link1"))
        #expect(await games.calls.last == .renewInviteLink(id: Self.thursday.id))
    }

    @Test("Remind shows who has not answered, who waits and the link, for a front end that cannot share")
    func remind() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        await presenter.perform(.remind)
        #expect(
            view.alerts == [
                Alert(
                    title: "Reminder",
                    message: Self.reminder + " /games/\(FakeGameService.token("thursday")) on this app's web address.")
            ])
    }

    @Test("Send invite link shows the invitation for everyone and the link, for a front end that cannot share")
    func sendLink() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        await presenter.perform(.sendLink)
        #expect(
            view.alerts == [
                Alert(
                    title: "Invite link",
                    message: "Football on t=1795719600 Europe/London at Hackney Marshes. Are you in? Answer here: "
                        + "/games/\(FakeGameService.token("thursday")) on this app's web address.")
            ])
    }

    @Test("Delete asks, then tells Games and goes back; No keeps the game")
    func delete() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        view.answers = [false, true]
        await presenter.perform(.delete)
        #expect(router.routes.isEmpty)
        await presenter.perform(.delete)
        #expect(view.questions == [GameDetailPresenter.deleteQuestion, GameDetailPresenter.deleteQuestion])
        #expect(delegate.deleted == [Self.thursday.id])
        #expect(router.routes == [.close])
        #expect(await games.stored.map(\.id) == [GameFixtures.lastWeek.id])
    }

    @Test("Edit opens GameEdit for the game; what it saves is shown and passed on")
    func edit() async {
        let presenter = makePresenter()
        await presenter.viewDidLoad()
        #expect(presenter.state.routes == [AppRoute.game(Self.thursday.id).route])
        #expect(presenter.state.step(toward: AppRoute.editGame(Self.thursday.id).route) == .perform(.edit))
        await presenter.perform(.edit)
        #expect(router.routes == [.edit(Self.thursday.id, delegate: ObjectIdentifier(presenter))])
        var moved = Self.thursday
        moved.place = "Regent's Park"
        presenter.gameEditDidSave(moved)
        #expect(presenter.state.place == "Regent's Park")
        #expect(delegate.changed == [moved])
    }

    @Test("a game nobody answered says to send the link")
    func nobodyYet() async {
        let presenter = makePresenter(GameFixtures.lastWeek)
        await presenter.viewDidLoad()
        #expect(presenter.state.emptyMessage == "Nobody has answered yet. Send the link to your players.")
        #expect(presenter.state.groups.isEmpty)
        #expect(presenter.state.actions[.openAnswers] != nil)
    }

    @Test("a game that cannot be loaded says why, with Retry; a failed change keeps the game and says why")
    func failures() async {
        let presenter = makePresenter()
        await games.failNextCall(with: .notFound)
        await presenter.viewDidLoad()
        var failed = GameDetailViewState(
            emptyMessage: "Unable to load the game. That item no longer exists.",
            actions: [ScreenAction(.refresh, "Retry", role: .primary), ScreenAction(.close, "Back", role: .cancel)])
        failed.gameID = Self.thursday.id
        #expect(presenter.state == failed)
        await presenter.perform(.refresh)
        #expect(presenter.state == Self.loaded)

        await games.failNextCall(with: .rejected(reason: "The capacity must be from 2 to 50 players."))
        await presenter.perform(.addPlace)
        #expect(presenter.state == Self.loaded)
        #expect(
            view.alerts == [
                Alert(title: "Error", message: "Unable to change the game. The capacity must be from 2 to 50 players.")
            ])
    }

    @Test("an expired session returns to Login")
    func sessionExpired() async {
        await games.failNextCall(with: .sessionExpired)
        await makePresenter().viewDidLoad()
        #expect(router.routes == [.login(notice: "Your session has expired. Please log in again.")])
    }

    @Test("an action a page could not have sent reads as none")
    func actionsParse() {
        let id = Self.person(1)
        #expect(GameDetailAction(name: "move-in", argument: nil) == nil)
        #expect(GameDetailAction(name: "remind", argument: id.uuidString) == nil)
        #expect(GameDetailAction(name: "paid", argument: "x") == nil)
    }
}
