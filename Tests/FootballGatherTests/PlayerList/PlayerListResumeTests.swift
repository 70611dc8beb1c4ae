import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("PlayerList asks about a match left unfinished for a long while")
struct PlayerListResumeTests {
    let view = RecordingPlayerListView()
    let router = RecordingPlayerListRouter()
    let players = FakePlayerService(players: [GatherFlowFixtures.ana, GatherFlowFixtures.ben])
    let accounts = FakeAccountService(accounts: ["ana": "secret"], session: PlayerFixtures.session)
    let gathers = FakeGatherService(gathers: [GatherFlowFixtures.gather])
    let presenter: PlayerListPresenter

    static let progress = GatherProgress(
        score: GatherScore(teamA: 2, teamB: 1)!,
        clock: ClockProgress(status: .paused, secondsLeft: 252, setSeconds: 600))
    static let question = VIPERKit.Confirmation(
        title: "Resume match",
        message:
            "A match was left unfinished 2 hours ago: Team A 2\u{A0}:\u{A0}1 Team B, the clock paused at 04:12. Resume it?",
        confirmTitle: "Resume", cancelTitle: "Not now")
    /// Two hours and ten minutes after the gather was created (and nothing done to it since).
    static let now = GatherFlowFixtures.gather.createdAt.addingTimeInterval(2 * 3600 + 600)

    init() {
        presenter = PlayerListPresenter(
            view: view, interactor: PlayerListInteractor(players: players, accounts: accounts, gathers: gathers),
            router: router, now: { Self.now })
    }

    @Test("A match left for two hours is asked about, and Resume opens the gather where it stands")
    func resume() async {
        await gathers.seedProgress(Self.progress, ofGather: GatherFlowFixtures.gather.id)
        view.answers = [true]

        await presenter.viewDidLoad()

        #expect(view.questions == [Self.question])
        #expect(
            router.routes == [
                .resumeGather(
                    UnfinishedGather(gather: GatherFlowFixtures.gather, progress: Self.progress),
                    delegate: ObjectIdentifier(presenter))
            ])
        #expect(
            view.lastState?.match
                == PlayerListMatchLine(
                    title: "Match left unfinished", score: "Team A 2\u{A0}:\u{A0}1 Team B",
                    open: ScreenAction(.openMatch, "Open", label: "Open the match in progress")))
        #expect(view.lastState?.rows.count == 2)
    }

    @Test("Not now leaves the gather for the next start, untouched, and its line on the list")
    func notNow() async {
        await gathers.seedProgress(Self.progress, ofGather: GatherFlowFixtures.gather.id)
        view.answers = [false]

        await presenter.viewDidLoad()

        #expect(view.questions == [Self.question])
        #expect(router.routes.isEmpty)
        #expect(await gathers.stored == [GatherFlowFixtures.gather])
        #expect(!(await gathers.calls).contains(.deleteGather(id: GatherFlowFixtures.gather.id)))
        #expect(view.lastState?.match?.title == "Match left unfinished")
    }

    @Test("Nothing is asked when every gather was ended or left, or when the match cannot be read")
    func nothingToResume() async throws {
        _ = try await gathers.endGather(id: GatherFlowFixtures.gather.id, score: GatherScore(teamA: 1, teamB: 0)!)
        await presenter.viewDidLoad()
        #expect(view.questions.isEmpty)
        #expect(view.lastState?.match == nil)

        let unreadable = FakeGatherService(gathers: [GatherFlowFixtures.gather])
        await unreadable.seedProgress(Self.progress, ofGather: GatherFlowFixtures.gather.id)
        await unreadable.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))
        let view = RecordingPlayerListView()
        let presenter = PlayerListPresenter(
            view: view, interactor: PlayerListInteractor(players: players, accounts: accounts, gathers: unreadable),
            router: router, now: { Self.now })
        await presenter.viewDidLoad()
        #expect(view.questions.isEmpty)
        #expect(view.lastState?.match == nil)
        #expect(router.routes.isEmpty)
    }

    @Test("A gather ended elsewhere while the question was open is not opened")
    func endedMeanwhile() async {
        await gathers.seedProgress(Self.progress, ofGather: GatherFlowFixtures.gather.id)
        let view = AskingPlayerListView()
        let presenter = PlayerListPresenter(
            view: view, interactor: PlayerListInteractor(players: players, accounts: accounts, gathers: gathers),
            router: router, now: { Self.now })
        view.answers = [true]
        view.whileAsking = { [gathers] in
            _ = try? await gathers.endGather(id: GatherFlowFixtures.gather.id, score: GatherScore(teamA: 3, teamB: 1)!)
        }

        await presenter.viewDidLoad()

        #expect(view.questions == [Self.question])
        #expect(router.routes.isEmpty)
    }

    @Test("The question says where the clock stands in words")
    func clockInWords() {
        let phrase = { (status: ClockStatus, left: Int) in
            ResumeQuestion.clockPhrase(ClockProgress(status: status, secondsLeft: left, setSeconds: 600))
        }
        #expect(phrase(.running, 75) == "the clock running with 01:15 left")
        #expect(phrase(.paused, 600) == "the clock paused at 10:00")
        #expect(phrase(.stopped, 600) == "the clock stopped at 10:00")
        #expect(phrase(.stopped, 0) == "time up")
    }

    @Test("A resumed gather that ends brings the user back to the list, reloaded")
    func resumedGatherEnds() async {
        view.answers = [false]
        await presenter.viewDidLoad()
        presenter.gatherDidEnd()
        await presenter.reloadTask?.value

        #expect(router.routes == [.returnToList])
        #expect(await players.calls == [.players, .players])
    }
}

/// A PlayerList view that runs `whileAsking` while a question is open (something happens elsewhere).
final class AskingPlayerListView: RecordingView<PlayerListViewState>, PlayerListView {
    var presenter: (any PlayerListPresenting)?
    var whileAsking: (@MainActor () async -> Void)?

    override func ask(_ confirmation: VIPERKit.Confirmation) async -> Bool {
        await whileAsking?()
        return await super.ask(confirmation)
    }
}
