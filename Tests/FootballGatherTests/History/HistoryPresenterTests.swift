import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("History presenter")
struct HistoryPresenterTests {
    let view = RecordingHistoryView()
    let router = RecordingHistoryRouter()
    let changes = ScriptedTopicChanges()

    static let older = Gather(
        id: UUID(uuidString: "C0000000-0000-0000-0000-000000000001")!,
        createdAt: Date(timeIntervalSince1970: 1_000), score: GatherScore(teamA: 1, teamB: 3), winner: .teamB,
        players: GatherFlowFixtures.gather.players
    )
    static let newer = Gather(
        id: UUID(uuidString: "C0000000-0000-0000-0000-000000000002")!,
        createdAt: Date(timeIntervalSince1970: 2_000), score: GatherScore(teamA: 2, teamB: 2),
        winner: GatherWinner.none,
        players: GatherFlowFixtures.gather.players
    )
    static let unfinished = Gather(
        id: UUID(uuidString: "C0000000-0000-0000-0000-000000000003")!,
        createdAt: Date(timeIntervalSince1970: 3_000), players: GatherFlowFixtures.gather.players
    )
    static let won = Gather(
        id: UUID(uuidString: "C0000000-0000-0000-0000-000000000004")!,
        createdAt: Date(timeIntervalSince1970: 4_000), score: GatherScore(teamA: 5, teamB: 0), winner: .teamA,
        players: [PlayerInTeam(player: GatherFlowFixtures.ana, team: .teamA)]
    )

    func makePresenter(_ service: FakeGatherService) -> HistoryPresenter {
        HistoryPresenter(
            view: view, interactor: HistoryInteractor(gathers: service, changes: changes), router: router,
            formatDate: { "t=\(Int($0.timeIntervalSince1970))" }
        )
    }

    static func row(
        _ gather: Gather, date: String, score: String, winner: String, teamA: [String] = ["Ana", "Cleo"],
        teamB: [String] = ["Ben", "Dan"]
    ) -> HistoryRow {
        HistoryRow(id: gather.id, date: date, score: score, winner: winner, teamA: teamA, teamB: teamB)
    }

    @Test("past gathers show newest first with date, score, winner or Draw, and each team's players")
    func listsPastGathers() async {
        let presenter = makePresenter(FakeGatherService(gathers: [Self.older, Self.won, Self.unfinished, Self.newer]))

        await presenter.viewDidLoad()

        let rows = [
            Self.row(Self.won, date: "t=4000", score: "5:0", winner: "Team A", teamA: ["Ana"], teamB: []),
            Self.row(Self.newer, date: "t=2000", score: "2:2", winner: "Draw"),
            Self.row(Self.older, date: "t=1000", score: "1:3", winner: "Team B"),
        ]
        #expect(
            view.states == [
                HistoryViewState(title: "History", rows: [], emptyMessage: nil, isLoading: true),
                HistoryViewState(title: "History", rows: rows, emptyMessage: nil, isLoading: false),
            ])
        #expect(view.alerts.isEmpty)
    }

    @Test("with no gathers yet the screen says so")
    func emptyState() async {
        let presenter = makePresenter(FakeGatherService())

        await presenter.viewDidLoad()

        #expect(
            view.states.last
                == HistoryViewState(
                    title: "History", rows: [], emptyMessage: "There aren't any gathers yet.", isLoading: false))
    }

    @Test("a failed load shows the reason as a sentence, and Refresh tries again")
    func failedLoadThenRefresh() async {
        let service = FakeGatherService(gathers: [Self.older])
        let presenter = makePresenter(service)
        await service.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))

        await presenter.viewDidLoad()

        #expect(
            view.alerts == [
                Alert(
                    title: "Error",
                    message:
                        "Unable to load past gathers. Could not reach the server at http://127.0.0.1:8080. "
                        + "Check that it is running and try again."
                )
            ])
        #expect(presenter.state == HistoryViewState(title: "History", rows: [], emptyMessage: nil, isLoading: false))

        await presenter.perform(.refresh)

        #expect(
            presenter.state
                == HistoryViewState(
                    title: "History", rows: [Self.row(Self.older, date: "t=1000", score: "1:3", winner: "Team B")],
                    emptyMessage: nil, isLoading: false))
        #expect(await service.calls == [.gathers, .gathers])
    }

    @Test("a failed refresh keeps the gathers already shown")
    func failedRefreshKeepsRows() async {
        let service = FakeGatherService(gathers: [Self.older])
        let presenter = makePresenter(service)
        await presenter.viewDidLoad()
        let loaded = presenter.state
        await service.failNextCall(with: .unexpectedResponse(status: 500))

        await presenter.perform(.refresh)

        #expect(presenter.state == loaded)
        #expect(
            view.alerts == [
                Alert(title: "Error", message: "Unable to load past gathers. Please try again.")
            ])
    }

    @Test("an error that is not a service error still shows a sentence")
    func unknownError() async {
        let presenter = HistoryPresenter(
            view: view, interactor: FailingHistoryInteractor(), router: router, formatDate: { _ in "" })

        await presenter.perform(.refresh)

        #expect(view.alerts == [Alert(title: "Error", message: "Unable to load past gathers. Please try again.")])
    }

    @Test("an expired session sends the user back to Login")
    func sessionExpired() async {
        let service = FakeGatherService()
        let presenter = makePresenter(service)
        await service.failNextCall(with: .sessionExpired)

        await presenter.viewDidLoad()

        #expect(router.routes == [.login(notice: "Your session has expired. Please log in again.")])
        #expect(view.alerts.isEmpty)
        #expect(presenter.state.isLoading == false)
    }

    @Test("Refresh is offered, enabled, before the first load, with rows and with none; each row offers Open")
    func offersRefresh() async {
        let presenter = makePresenter(FakeGatherService(gathers: [Self.older]))
        let refresh = ScreenAction(HistoryAction.refresh, "Refresh")
        #expect(presenter.state.offeredActions == [refresh])

        await presenter.viewDidLoad()
        let open = ScreenAction(HistoryAction.open(Self.older.id), "Open")
        #expect(view.states.map(\.offeredActions) == [[refresh], [refresh, open]])

        let empty = makePresenter(FakeGatherService())
        await empty.viewDidLoad()
        #expect(empty.state.offeredActions == [refresh])
        #expect(HistoryAction(name: "refresh", argument: nil) == .refresh)
        #expect(HistoryAction(name: "refresh", argument: "x") == nil)
        #expect(HistoryAction(name: open.id.name, argument: open.id.argument) == open.id)
        #expect(HistoryAction(name: "open", argument: nil) == nil)
        #expect(HistoryAction(name: "open", argument: "not-an-id") == nil)
    }

    @Test("Open shows the gather's details; a gather not listed opens nothing")
    func opensAGather() async {
        let presenter = makePresenter(FakeGatherService(gathers: [Self.older, Self.newer]))
        await presenter.viewDidLoad()

        await presenter.perform(.open(Self.older.id))
        await presenter.perform(.open(Self.unfinished.id))

        #expect(router.routes == [.gatherDetail(Self.older, delegate: ObjectIdentifier(presenter))])
    }

    @Test("a gather deleted on its details screen leaves the list without loading it again")
    func deletedGatherLeaves() async {
        let service = FakeGatherService(gathers: [Self.older, Self.newer])
        let presenter = makePresenter(service)
        await presenter.viewDidLoad()

        presenter.gatherDetailDidDelete(id: Self.newer.id)

        #expect(presenter.state.rows.map(\.id) == [Self.older.id])
        #expect(await service.calls == [.gathers])
        presenter.gatherDetailDidDelete(id: Self.older.id)
        #expect(presenter.state.emptyMessage == "There aren't any gathers yet.")
    }

    @Test("a row says its result, its outcome and each team's players, the same for every front end")
    func rowTexts() {
        let won = Self.row(Self.won, date: "", score: "5:0", winner: "Team A", teamA: ["Ana"], teamB: [])
        let drawn = Self.row(Self.newer, date: "", score: "2:2", winner: "Draw")
        let notEnded = Self.row(Self.unfinished, date: "", score: "-", winner: "-")

        #expect([won.result, drawn.result, notEnded.result] == ["Score 5:0", "Score 2:2", "Not ended"])
        #expect([won.outcome, drawn.outcome, notEnded.outcome] == ["Winner: Team A", "Draw", nil])
        #expect(won.teams.map { "\($0.name): \($0.players)" } == ["Team A: Ana", "Team B: -"])
        #expect(drawn.teams.map { "\($0.name): \($0.players)" } == ["Team A: Ana, Cleo", "Team B: Ben, Dan"])
    }

    @Test("A gather ended on another device shows without Refresh or a loading state; other news changes nothing")
    func followsTheGathers() async throws {
        let service = FakeGatherService(gathers: [Self.older])
        let presenter = makePresenter(service)
        await presenter.viewDidLoad()
        let loaded = view.states.count
        let gather = try await service.createGather(players: Self.older.players)
        _ = try await service.endGather(id: gather.id, score: try #require(GatherScore(teamA: 4, teamB: 0)))

        changes.send(.changed(topic: "players", version: 1))
        changes.send(.changed(topic: "gathers", version: 2))
        await view.waitForState { $0.rows.count == 2 }

        #expect(view.states.dropFirst(loaded).allSatisfy { !$0.isLoading })
        #expect(await service.calls.filter { $0 == .gathers }.count == 2)
    }
}

/// A History interactor whose load fails with an error no service throws.
@MainActor
private final class FailingHistoryInteractor: HistoryInteracting {
    struct Failure: Error {}

    func gathers() async throws -> [Gather] { throw Failure() }
    func followGathers(_ reload: @escaping @MainActor () async -> Void) -> TopicFollower {
        TopicFollower(topics: [], from: NoTopicChanges(), reload: reload)
    }
}
