import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// A player's story with a game's invite link: Thursday's game at Hackney Marshes for 3, full, with
/// Dan and Eve waiting, Finn maybe, Hana out and Ivo not answered yet.
@MainActor
@Suite("Invite: a game answered through its link, by anyone", .timeLimit(.minutes(1)))
struct InvitePresenterTests {
    static let link = GameFixtures.thursday.inviteToken
    nonisolated static let thursday = FakeInviteService.invite(of: GameFixtures.thursday)

    let service = FakeInviteService()
    let views = RecordingViewFactory()
    /// This browser's own store, where it remembers its answers.
    let settings = InMemoryKeyValueStore()

    /// A phone with a browser of its own (its own store), opening the link.
    func openInvite(settings: InMemoryKeyValueStore? = nil) async throws -> RecordingInviteView {
        let factory = ModuleFactory(
            dependencies: .fake(settings: settings ?? self.settings, invites: service), views: views,
            navigator: RecordingNavigator())
        let view = try #require(factory.makeInvite(token: Self.link) as? RecordingInviteView)
        await view.presenter?.viewDidLoad()
        return view
    }

    func state(_ view: RecordingInviteView) throws -> InviteViewState {
        try #require(view.lastState)
    }

    /// Returns once `count` screens listen to the link's news.
    func untilListening(_ count: Int = 1) async {
        while await service.listenerCount(at: Self.link) < count { await Task.yield() }
    }

    @Test("Out of sight the page stops listening to the link; back in sight it listens again and shows what changed")
    func listensOnlyWhileShown() async throws {
        await service.share(Self.thursday, at: Self.link)
        let view = try await openInvite()
        await view.presenter?.viewWillAppear()
        await untilListening()

        view.presenter?.viewDidDisappear()
        while await service.listenerCount(at: Self.link) > 0 { await Task.yield() }
        var changed = Self.thursday
        changed.note = "Bring water"
        await service.share(changed, at: Self.link)

        await view.presenter?.viewWillAppear()
        #expect(try state(view).note == "Bring water")
        await untilListening()
        #expect(await service.listenerCount(at: Self.link) == 1)
    }

    @Test(
        "Opening the link shows when and where, the note, who is in, who waits in what order, and who has not answered")
    func opens() async throws {
        await service.share(Self.thursday, at: Self.link)

        let state = try state(try await openInvite())

        #expect(state.title == "Football")
        // In the game's time zone, as the organiser's pages write it.
        #expect(state.when == "Thu, 26 Nov 2026 at 7:00\u{202F}PM")
        #expect(state.timeZone == "Europe/London time")
        #expect(state.place == "Hackney Marshes" && state.note == "Bring both shirts")
        #expect(
            state.groups == [
                InviteGroup(title: "In (3 of 3)", names: ["Ana Lopez", "Bruno", "Chloé"]),
                InviteGroup(title: "Waiting", names: ["1. Dan", "2. Eve"]),
                InviteGroup(title: "Maybe", names: ["Finn"]), InviteGroup(title: "Out", names: ["Hana"]),
                InviteGroup(title: "Not answered", names: ["Ivo"]),
            ])
        #expect(state.you == nil && state.asksName && state.nameLabel == "Your name")
        #expect(state.offeredNames.map(\.id) == [.pick("Ivo")])
        #expect(state.answers.map(\.title) == ["In", "Maybe", "Out"])
        #expect(state.notice == nil && state.failure == nil && state.actions.isEmpty)
        #expect(state.routes == [Route("games", Self.link)])
        #expect(state.calendarPath == "/games/\(Self.link).ics" && state.calendarTitle == "Add to calendar")
    }

    @Test("Thursday's full weekly game says what a head costs, that it is every week, and how to wait for a place")
    func costRepeatAndPlaces() async throws {
        await service.share(Self.thursday, at: Self.link)

        let state = try state(try await openInvite())

        #expect(state.cost == "5 a head")
        #expect(state.repeats == "Every week")
        #expect(state.placesLeft == "Full: answer In to join the waiting list")
    }

    /// A game for `capacity` with three in (Ana, Bruno, Chloé), at `cost` a head, weekly or not,
    /// answers open or closed.
    nonisolated static func game(capacity: Int, cost: Double?, weekly: Bool, open: Bool = true) -> InviteResponse {
        var invite = thursday
        invite.capacity = capacity
        invite.costPerHead = cost
        invite.repeatsWeekly = weekly
        invite.answersOpen = open
        invite.people = invite.people.filter { $0.standing == .in }
        return invite
    }

    @Test(
        "The page says the cost, whether the game repeats and the places left, as each game has them",
        arguments: [
            (game(capacity: 10, cost: nil, weekly: false), nil, nil, "7 places left"),
            (game(capacity: 4, cost: 5.5, weekly: true), "5.50 a head", "Every week", "1 place left"),
            (game(capacity: 3, cost: 4, weekly: false), "4 a head", nil, "Full: answer In to join the waiting list"),
            (game(capacity: 3, cost: 0.5, weekly: true, open: false), "0.50 a head", "Every week", "Full"),
            (game(capacity: 2, cost: nil, weekly: true), nil, "Every week", "Full: answer In to join the waiting list"),
        ] as [(InviteResponse, String?, String?, String)])
    func facts(invite: InviteResponse, cost: String?, repeats: String?, places: String) async throws {
        await service.share(invite, at: Self.link)

        let state = try state(try await openInvite())

        #expect(state.cost == cost)
        #expect(state.repeats == repeats)
        #expect(state.placesLeft == places)
    }

    @Test("When Ana drops out of the full game, every open page says a place is left, without a reload")
    func placeFreedLive() async throws {
        await service.share(Self.game(capacity: 3, cost: nil, weekly: false), at: Self.link)
        let view = try await openInvite()
        await view.presenter?.viewWillAppear()
        await untilListening()
        #expect(try state(view).placesLeft == "Full: answer In to join the waiting list")

        var changed = Self.game(capacity: 3, cost: nil, weekly: false)
        changed.people[0].standing = .out
        await service.change(changed, at: Self.link)

        await view.waitForState { $0.placesLeft == "1 place left" }
        #expect(try state(view).groups.first?.title == "In (2 of 3)")
    }

    @Test(
        "Ivo picks his name and answers In to a full game: he is told he is third to wait, and the page remembers him")
    func picksNameAndWaits() async throws {
        await service.share(Self.thursday, at: Self.link)
        let view = try await openInvite()

        await view.presenter?.perform(.pick("Ivo"))
        #expect(try state(view).name == "Ivo")
        await view.presenter?.perform(.answerIn)

        let answered = try state(view)
        #expect(answered.confirmation == "The game is full: you are number 3 on the waiting list.")
        #expect(answered.you == "You: Ivo — Waiting (number 3)")
        #expect(answered.groups.first { $0.title == "Waiting" }?.names == ["1. Dan", "2. Eve", "3. Ivo"])
        #expect(!answered.groups.contains { $0.title == "Not answered" })
        #expect(!answered.asksName && answered.offeredNames.isEmpty)
        #expect(answered.answers.map(\.label) == ["Answer In as Ivo", "Answer Maybe as Ivo", "Answer Out as Ivo"])
        #expect(answered.actions.map(\.title) == ["Not Ivo?"])

        let later = try state(try await openInvite())
        #expect(later.you == "You: Ivo — Waiting (number 3)")
        #expect(later.answers.map(\.title) == ["In", "Maybe", "Out"] && !later.asksName)
    }

    @Test("Ivo changes his answer to Out with the key he kept")
    func changesWithTheKeptKey() async throws {
        await service.share(Self.thursday, at: Self.link)
        let view = try await openInvite()
        await view.presenter?.perform(.pick("Ivo"))
        await view.presenter?.perform(.answerIn)

        await view.presenter?.perform(.answerOut)

        let requests = await service.answers.map(\.request)
        #expect(
            requests == [
                AnswerRequest(name: "Ivo", answer: .in), AnswerRequest(name: "Ivo", answer: .out, key: "key-1"),
            ])
        #expect(try state(view).you == "You: Ivo — Out")
        #expect(try state(view).confirmation == "You answered Out.")
        #expect(try state(view).groups.first { $0.title == "Out" }?.names == ["Hana", "Ivo"])
    }

    @Test("A guest types a new name: none or one past 40 characters is refused before anything is sent")
    func guest() async throws {
        await service.share(Self.thursday, at: Self.link)
        let view = try await openInvite()

        await view.presenter?.perform(.answerIn)
        #expect(try state(view).failure == "Pick your name or type it, then answer.")
        view.presenter?.fieldDidChange(.name, to: String(repeating: "z", count: 41))
        await view.presenter?.perform(.answerMaybe)
        #expect(try state(view).failure == "A name has at most 40 characters.")
        #expect(await service.answers.isEmpty)

        view.presenter?.fieldDidChange(.name, to: "  Zoë ")
        #expect(try state(view).failure == nil)
        await view.presenter?.perform(.answerMaybe)

        #expect(try state(view).you == "You: Zoë — Maybe")
        #expect(try state(view).groups.first { $0.title == "Maybe" }?.names == ["Finn", "Zoë"])
    }

    @Test("A roster player whose name is past 40 characters answers as that name: it is listed, so it is sent")
    func longListedName() async throws {
        let longName = "Maria Fernanda de los Santos Gutiérrez Albuquerque"
        var game = Self.thursday
        let ivo = try #require(game.people.firstIndex { $0.name == "Ivo" })
        game.people[ivo].name = longName
        await service.share(game, at: Self.link)
        let view = try await openInvite()

        view.presenter?.fieldDidChange(.name, to: longName.lowercased())
        await view.presenter?.perform(.answerIn)

        #expect(try state(view).failure == nil)
        #expect(await service.answers.map(\.request.name) == [longName.lowercased()])
        #expect(try state(view).groups.first { $0.title == "Not answered" } == nil)
    }

    @Test("A player on the waiting list is told in so many words when someone drops out and moves them in")
    func promoted() async throws {
        await service.share(Self.thursday, at: Self.link)
        let view = try await openInvite()
        await untilListening()
        view.presenter?.fieldDidChange(.name, to: "Dan")
        await view.presenter?.perform(.answerIn)
        #expect(try state(view).confirmation == "The game is full: you are number 1 on the waiting list.")

        // Bruno drops out from his own phone.
        _ = try await service.answer(AnswerRequest(name: "Bruno", answer: .out), atLink: Self.link)
        await view.waitForState(where: { $0.groups.first?.names.contains("Dan") == true })

        #expect(try state(view).confirmation == "A place was freed: you are in now.")
        #expect(try state(view).you == "You: Dan — In")
    }

    @Test("Another browser answering as a claimed name is shown the server's sentence, and may pick another")
    func claimedName() async throws {
        await service.share(Self.thursday, at: Self.link)
        await service.claim("Ivo", key: "ivos-own-key", at: Self.link)
        let view = try await openInvite()
        await view.presenter?.perform(.pick("Ivo"))

        await view.presenter?.perform(.answerIn)

        let state = try state(view)
        #expect(state.failure == FakeInviteService.claimed("Ivo"))
        #expect(state.you == nil && state.asksName && state.answers.count == 3)
        #expect(state.groups.last == InviteGroup(title: "Not answered", names: ["Ivo"]))
    }

    @Test("Answering as someone else after Not Ivo? asks the name again and remembers the new one")
    func answersAsSomeoneElse() async throws {
        await service.share(Self.thursday, at: Self.link)
        let view = try await openInvite()
        await view.presenter?.perform(.pick("Ivo"))
        await view.presenter?.perform(.answerMaybe)

        await view.presenter?.perform(.changeName)
        #expect(try state(view).asksName && state(view).name.isEmpty && state(view).you == "You: Ivo — Maybe")
        view.presenter?.fieldDidChange(.name, to: "Gus")
        await view.presenter?.perform(.answerOut)

        #expect(try state(view).you == "You: Gus — Out")
        #expect(try state(try await openInvite()).you == "You: Gus — Out")
    }

    @Test("Closed answers show the server's sentence instead of the buttons, also when they close meanwhile")
    func closed() async throws {
        var closed = Self.thursday
        closed.answersOpen = false
        await service.share(closed, at: Self.link)
        let shut = try state(try await openInvite())
        #expect(shut.notice == "Answers to this game are closed: ask the organiser.")
        #expect(shut.answers.isEmpty && shut.offeredNames.isEmpty && !shut.asksName)
        #expect(shut.groups.count == 5, "who is in is still shown")

        await service.share(Self.thursday, at: Self.link)
        let view = try await openInvite()
        await service.share(closed, at: Self.link)
        await view.presenter?.perform(.pick("Ivo"))
        await view.presenter?.perform(.answerIn)

        #expect(try state(view).failure == FakeInviteService.closed)
        #expect(try state(view).notice == FakeInviteService.closed && state(view).answers.isEmpty)
    }

    @Test("A replaced link shows the server's sentence, live, and the page stops listening")
    func replaced() async throws {
        await service.share(Self.thursday, at: Self.link)
        let view = try await openInvite()
        await untilListening()

        await service.replace(Self.link)
        await view.waitForState { $0.notice != nil }

        let state = try state(view)
        #expect(state.notice == FakeInviteService.replaced)
        #expect(state.when.isEmpty && state.groups.isEmpty && state.answers.isEmpty && state.actions.isEmpty)
        #expect(await service.listenerCount(at: Self.link) == 0)
        #expect(try self.state(try await openInvite()).notice == FakeInviteService.replaced)
    }

    @Test("No game at the link says so; an unreachable server offers Try again, which loads the game")
    func problems() async throws {
        let unknown = try state(try await openInvite())
        #expect(unknown.notice == "There is no game at this link.")
        #expect(unknown.offeredActions.isEmpty)

        await service.share(Self.thursday, at: Self.link)
        await service.failNext(with: .unreachable(address: "127.0.0.1:8080"))
        let view = try await openInvite()
        #expect(try state(view).notice?.hasPrefix("Could not reach the server at 127.0.0.1:8080.") == true)
        #expect(try state(view).offeredActions.map(\.id) == [.retry])

        await view.presenter?.perform(.retry)

        #expect(try state(view).notice == nil && state(view).place == "Hackney Marshes")
    }

    @Test("When someone answers on another phone, every open page shows it without a reload")
    func live() async throws {
        await service.share(Self.thursday, at: Self.link)
        let mine = try await openInvite()
        let theirs = try await openInvite(settings: InMemoryKeyValueStore())
        await untilListening(2)
        let before = mine.states.count

        await theirs.presenter?.perform(.pick("Ivo"))
        await theirs.presenter?.perform(.answerIn)
        await mine.waitForState { $0.groups.first { $0.title == "Waiting" }?.names.last == "3. Ivo" }

        #expect(mine.states.dropFirst(before).allSatisfy { !$0.isLoading }, "the news loads quietly")
        #expect(try state(mine).you == nil && state(theirs).you == "You: Ivo — Waiting (number 3)")
    }

    @Test("Once Ana drops out and Dan moves in, Ivo's page says where he stands now, not what it said when he answered")
    func confirmationGivesWayToNews() async throws {
        await service.share(Self.thursday, at: Self.link)
        let view = try await openInvite()
        await untilListening()
        await view.presenter?.perform(.pick("Ivo"))
        await view.presenter?.perform(.answerIn)
        #expect(try state(view).confirmation == "The game is full: you are number 3 on the waiting list.")

        var game = GameFixtures.thursday
        let moves: [String: (GameStanding, Int?)] = [
            "Ana Lopez": (.out, nil), "Dan": (.in, nil), "Eve": (.waiting, 1), "Ivo": (.waiting, 2),
        ]
        game.people = game.people.map { person in
            var person = person
            if let (standing, position) = moves[person.name] {
                person.standing = standing
                person.waitingPosition = position
            }
            return person
        }
        await service.change(FakeInviteService.invite(of: game), at: Self.link)
        await view.waitForState { $0.you == "You: Ivo — Waiting (number 2)" }

        #expect(try state(view).confirmation == nil)
    }

    @Test(
        "News heard while an answer is under way shows the game but keeps In, Maybe and Out disabled until it is done")
    func newsDuringAnswer() async throws {
        await service.share(Self.thursday, at: Self.link)
        let view = try await openInvite()
        await untilListening()
        await view.presenter?.perform(.pick("Ivo"))
        await service.holdAnswers()

        let answering = Task { await view.presenter?.perform(.answerIn) }
        while await service.heldAnswerCount == 0 { await Task.yield() }
        var moved = Self.thursday
        moved.place = "Victoria Park"
        await service.change(moved, at: Self.link)
        await view.waitForState { $0.place == "Victoria Park" }

        #expect(try state(view).isLoading && state(view).answers.allSatisfy { !$0.isEnabled })
        await service.releaseAnswers()
        await answering.value
        #expect(try !state(view).isLoading && state(view).answers.allSatisfy(\.isEnabled))
        #expect(try state(view).you == "You: Ivo — Waiting (number 3)")
    }
}
