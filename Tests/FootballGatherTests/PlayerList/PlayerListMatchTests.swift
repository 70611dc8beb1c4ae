import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("PlayerList shows the match in progress on every device")
struct PlayerListMatchTests {
    let view = RecordingPlayerListView()
    let router = RecordingPlayerListRouter()
    let players = FakePlayerService(players: [GatherFlowFixtures.ana, GatherFlowFixtures.ben])
    let accounts = FakeAccountService(accounts: ["ana": "secret"], session: PlayerFixtures.session)
    /// Creates its first gather at `start`.
    let gathers = FakeGatherService(firstDate: Self.start)
    let changes = ScriptedTopicChanges()

    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let teams = [
        PlayerInTeam(player: GatherFlowFixtures.ana, team: .teamA),
        PlayerInTeam(player: GatherFlowFixtures.ben, team: .teamB),
    ]

    func makePresenter(at now: Date) -> PlayerListPresenter {
        PlayerListPresenter(
            view: view,
            interactor: PlayerListInteractor(players: players, accounts: accounts, gathers: gathers, changes: changes),
            router: router, now: { now })
    }

    static func line(_ a: Int, _ b: Int) -> PlayerListMatchLine {
        line("Match in progress", a, b)
    }

    static func line(_ title: String, _ a: Int, _ b: Int) -> PlayerListMatchLine {
        PlayerListMatchLine(
            title: title, score: "Team A \(a)\u{A0}:\u{A0}\(b) Team B",
            open: ScreenAction(.openMatch, "Open", label: "Open the match in progress"))
    }

    @Test("The line appears when another device starts a gather, follows its score live, and goes when it ends")
    func lineFollowsTheMatch() async throws {
        let presenter = makePresenter(at: Self.start.addingTimeInterval(60))
        await presenter.viewDidLoad()
        #expect(view.lastState?.match == nil)

        let gather = try await gathers.createGather(players: Self.teams)
        changes.send(.changed(topic: ChangeTopic.gathers.name, version: 1))
        await view.waitForState { $0.match == Self.line(0, 0) }
        #expect(view.lastState?.offeredActions.allows(.openMatch) == true)

        _ = try await gathers.apply(GatherOperation(.addGoal, team: .teamB), toGather: gather.id)
        changes.send(.changed(topic: ChangeTopic.gather(gather.id).name, version: 2))
        await view.waitForState { $0.match == Self.line(0, 1) }

        _ = try await gathers.endGather(id: gather.id, score: GatherScore(teamA: 0, teamB: 1)!)
        changes.send(.changed(topic: ChangeTopic.gather(gather.id).name, version: 3))
        await view.waitForState { $0.match == nil }

        #expect(view.questions.isEmpty)
        #expect(router.routes.isEmpty)
    }

    @Test("A match discarded on another device takes its line with it")
    func discardedElsewhere() async throws {
        let gather = try await gathers.createGather(players: Self.teams)
        let presenter = makePresenter(at: Self.start.addingTimeInterval(5))
        await presenter.viewDidLoad()
        #expect(view.lastState?.match == Self.line(0, 0))

        try await gathers.deleteGather(id: gather.id)
        changes.send(.changed(topic: ChangeTopic.gathers.name, version: 7))
        await view.waitForState { $0.match == nil }
    }

    @Test("Open opens the Gather screen of the match where it stands now, reporting to the list")
    func open() async throws {
        let gather = try await gathers.createGather(players: Self.teams)
        let presenter = makePresenter(at: Self.start.addingTimeInterval(120))
        await presenter.viewDidLoad()
        let goal = try await gathers.apply(GatherOperation(.addGoal, team: .teamA), toGather: gather.id).match

        await presenter.perform(.openMatch)

        #expect(
            router.routes == [
                .resumeGather(
                    UnfinishedGather(gather: gather, progress: goal), delegate: ObjectIdentifier(presenter))
            ])
        #expect(view.lastState?.match == Self.line(1, 0))
        #expect(view.questions.isEmpty)
    }

    @Test("Open on a match that ended meanwhile opens nothing, and the line goes")
    func openAfterItEnded() async throws {
        let gather = try await gathers.createGather(players: Self.teams)
        let presenter = makePresenter(at: Self.start.addingTimeInterval(120))
        await presenter.viewDidLoad()
        _ = try await gathers.endGather(id: gather.id, score: GatherScore(teamA: 2, teamB: 2)!)

        await presenter.perform(.openMatch)

        #expect(router.routes.isEmpty)
        #expect(view.lastState?.match == nil)
    }

    @Test(
        "A match touched within 30 minutes is offered by its line; from 30 minutes untouched, by the question",
        arguments: [(29 * 60 + 59, false), (30 * 60, true), (2 * 3600 + 5 * 60, true)])
    func thirtyMinuteRule(untouchedFor seconds: Int, asks: Bool) async throws {
        let gather = try await gathers.createGather(players: Self.teams)
        await gathers.seedProgress(
            GatherProgress(
                score: GatherScore(teamA: 2, teamB: 1)!,
                clock: ClockProgress(status: .paused, secondsLeft: 252, setSeconds: 600)),
            ofGather: gather.id, touchedAt: Self.start.addingTimeInterval(600))
        view.answers = [false]
        let presenter = makePresenter(at: Self.start.addingTimeInterval(600 + Double(seconds)))

        await presenter.viewDidLoad()

        if asks {
            #expect(view.questions.map(\.title) == ["Resume match"])
            #expect(view.lastState?.match == Self.line("Match left unfinished", 2, 1))
        } else {
            #expect(view.questions.isEmpty)
            #expect(view.lastState?.match == Self.line(2, 1))
        }
        #expect(router.routes.isEmpty)
    }

    @Test("The question says how long ago the match was left, its score and its clock")
    func questionWording() async throws {
        let gather = try await gathers.createGather(players: Self.teams)
        await gathers.seedProgress(
            GatherProgress(
                score: GatherScore(teamA: 2, teamB: 1)!,
                clock: ClockProgress(status: .paused, secondsLeft: 252, setSeconds: 600)),
            ofGather: gather.id, touchedAt: Self.start)
        view.answers = [true]
        let presenter = makePresenter(at: Self.start.addingTimeInterval(2 * 3600 + 10 * 60))

        await presenter.viewDidLoad()

        #expect(
            view.questions == [
                VIPERKit.Confirmation(
                    title: "Resume match",
                    message:
                        "A match was left unfinished 2 hours ago: Team A 2\u{A0}:\u{A0}1 Team B, the clock paused at 04:12. Resume it?",
                    confirmTitle: "Resume", cancelTitle: "Not now")
            ])
        #expect(router.routes.count == 1)
    }

    @Test("How long ago, in words")
    func agoInWords() {
        #expect(ResumeQuestion.ago(30 * 60) == "30 minutes ago")
        #expect(ResumeQuestion.ago(60) == "a minute ago")
        #expect(ResumeQuestion.ago(3600 + 59 * 60) == "an hour ago")
        #expect(ResumeQuestion.ago(5 * 3600) == "5 hours ago")
        #expect(ResumeQuestion.ago(30 * 3600) == "a day ago")
        #expect(ResumeQuestion.ago(3 * 86400) == "3 days ago")
    }

    @Test("A match that ended on another device while open from the list: back to the list, saying the result")
    func endedElsewhere() async {
        let presenter = makePresenter(at: Self.start)
        await presenter.viewDidLoad()
        let notice = Alert(
            title: "Match ended", message: "The match ended on another device: Team A 2\u{A0}:\u{A0}1 Team B.")

        presenter.gatherDidEnd(elsewhere: notice)
        await presenter.reloadTask?.value

        #expect(router.routes == [.returnToList])
        #expect(view.alerts == [notice])
    }

    @Test("A match opened from the list and discarded on another device: the list says so and its line goes")
    func discardedWhileOpen() async throws {
        let gather = try await gathers.createGather(players: Self.teams)
        let presenter = makePresenter(at: Self.start)
        await presenter.viewDidLoad()
        try await gathers.deleteGather(id: gather.id)
        let notice = Alert(title: "Match discarded", message: "The match was left without a result on another device.")

        presenter.gatherWasDiscarded(elsewhere: notice)
        await presenter.reloadTask?.value

        #expect(view.alerts == [notice])
        #expect(view.lastState?.match == nil)
    }

    @Test("/gather opens the match in progress, before its first goal; without one it says there is none")
    func gatherRoute() async throws {
        let none = PlayerListViewState()
        #expect(
            none.step(toward: AppRoute.gather.route)
                == .unavailable("No match is being played. Pick the teams to start one."))

        _ = try await gathers.createGather(players: Self.teams)
        let presenter = makePresenter(at: Self.start)
        await presenter.viewDidLoad()
        #expect(presenter.state.step(toward: AppRoute.gather.route) == .perform(.openMatch))
    }
}
