import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("ConfirmPlayers presenter")
struct ConfirmPlayersPresenterTests {
    let view = RecordingConfirmPlayersView()
    let router = RecordingConfirmPlayersRouter()
    let delegate = RecordingConfirmPlayersDelegate()
    let service = FakeGatherService()
    let presenter: ConfirmPlayersPresenter

    static let anaRow = ConfirmPlayersRow(id: GatherFlowFixtures.ana.id, name: "Ana", position: "GK")
    static let benRow = ConfirmPlayersRow(id: GatherFlowFixtures.ben.id, name: "Ben", position: "ST")
    static let cleoRow = ConfirmPlayersRow(id: GatherFlowFixtures.cleo.id, name: "Cleo", position: "-")
    static let hint = "Put at least one player in Team A and one in Team B to start the gather."

    init() {
        presenter = ConfirmPlayersPresenter(
            view: view, interactor: ConfirmPlayersInteractor(gathers: service, players: FakePlayerService()),
            router: router,
            delegate: delegate, players: [GatherFlowFixtures.ana, GatherFlowFixtures.ben, GatherFlowFixtures.cleo],
            formatDay: { _ in "24 Nov 2026" }
        )
    }

    /// The state with the given rows in each section.
    static func state(
        bench: [ConfirmPlayersRow] = [], teamA: [ConfirmPlayersRow] = [], teamB: [ConfirmPlayersRow] = [],
        isLoading: Bool = false
    ) -> ConfirmPlayersViewState {
        let canStart = !teamA.isEmpty && !teamB.isEmpty
        return ConfirmPlayersViewState(
            title: "Confirm Players",
            sections: [
                ConfirmPlayersSection(team: .bench, header: "Bench (\(bench.count))", rows: bench),
                ConfirmPlayersSection(team: .teamA, header: "Team A (\(teamA.count))", rows: teamA),
                ConfirmPlayersSection(team: .teamB, header: "Team B (\(teamB.count))", rows: teamB),
            ],
            isStartEnabled: canStart && !isLoading,
            isBalanceEnabled: bench.count + teamA.count + teamB.count >= 2 && !isLoading,
            shareText: GatherShareText.text(
                teamA: teamA.map(\.name), teamB: teamB.map(\.name), score: nil, date: "24 Nov 2026"),
            hint: canStart ? nil : hint,
            isLoading: isLoading
        )
    }

    @Test("every player starts on the bench, and Start Gather waits for two teams")
    func startsOnTheBench() async {
        await presenter.viewDidLoad()

        #expect(view.states == [Self.state(bench: [Self.anaRow, Self.benRow, Self.cleoRow])])
    }

    @Test("Start Gather is enabled once Team A and Team B each have a player, and disabled again when one empties")
    func movingPlayersBetweenTeams() {
        presenter.didMove(playerID: GatherFlowFixtures.ana.id, to: .teamA)
        presenter.didMove(playerID: GatherFlowFixtures.ben.id, to: .teamB)
        presenter.didMove(playerID: GatherFlowFixtures.cleo.id, to: .teamB)
        presenter.didMove(playerID: GatherFlowFixtures.ana.id, to: .bench)

        #expect(
            view.states == [
                Self.state(bench: [Self.benRow, Self.cleoRow], teamA: [Self.anaRow]),
                Self.state(bench: [Self.cleoRow], teamA: [Self.anaRow], teamB: [Self.benRow]),
                Self.state(teamA: [Self.anaRow], teamB: [Self.benRow, Self.cleoRow]),
                Self.state(bench: [Self.anaRow], teamB: [Self.benRow, Self.cleoRow]),
            ])
    }

    @Test("moving an unknown player, or a player to the team they are already in, changes nothing")
    func ignoresMovesThatChangeNothing() {
        presenter.didMove(playerID: UUID(), to: .teamA)
        presenter.didMove(playerID: GatherFlowFixtures.ana.id, to: .bench)

        #expect(view.states.isEmpty)
        #expect(presenter.state == Self.state(bench: [Self.anaRow, Self.benRow, Self.cleoRow]))
    }

    @Test("a player given twice is listed once")
    func listsEachPlayerOnce() async {
        let presenter = ConfirmPlayersPresenter(
            view: view, interactor: ConfirmPlayersInteractor(gathers: service, players: FakePlayerService()),
            router: router,
            delegate: delegate, players: [GatherFlowFixtures.ana, GatherFlowFixtures.ana],
            formatDay: { _ in "24 Nov 2026" }
        )
        await presenter.viewDidLoad()

        #expect(view.states == [Self.state(bench: [Self.anaRow])])
    }

    @Test("Start Gather creates the gather with both teams, leaves the bench out, and opens Gather")
    func startGather() async throws {
        presenter.didMove(playerID: GatherFlowFixtures.ana.id, to: .teamA)
        presenter.didMove(playerID: GatherFlowFixtures.ben.id, to: .teamB)

        await presenter.didTapStartGather()

        let created = try #require(await service.stored.first)
        let teams = [
            PlayerInTeam(player: GatherFlowFixtures.ana, team: .teamA),
            PlayerInTeam(player: GatherFlowFixtures.ben, team: .teamB),
        ]
        #expect(await service.calls == [.createGather(players: teams)])
        #expect(created.players == teams)
        #expect(router.routes == [.gather(created, delegate: ObjectIdentifier(presenter))])
        let ready = Self.state(bench: [Self.cleoRow], teamA: [Self.anaRow], teamB: [Self.benRow])
        #expect(
            view.states == [
                Self.state(bench: [Self.benRow, Self.cleoRow], teamA: [Self.anaRow]), ready,
                Self.state(bench: [Self.cleoRow], teamA: [Self.anaRow], teamB: [Self.benRow], isLoading: true), ready,
            ])
        #expect(view.alerts.isEmpty)
    }

    @Test("Start Gather does nothing while a team is empty")
    func startGatherNeedsTwoTeams() async {
        presenter.didMove(playerID: GatherFlowFixtures.ana.id, to: .teamA)

        await presenter.didTapStartGather()

        #expect(await service.calls.isEmpty)
        #expect(router.routes.isEmpty)
        #expect(view.states == [Self.state(bench: [Self.benRow, Self.cleoRow], teamA: [Self.anaRow])])
    }

    @Test("a failed Start Gather says so, keeps the teams and stays on the screen")
    func startGatherFails() async {
        presenter.didMove(playerID: GatherFlowFixtures.ana.id, to: .teamA)
        presenter.didMove(playerID: GatherFlowFixtures.ben.id, to: .teamB)
        await service.failNextCall(with: .unreachable(address: "http://127.0.0.1:8080"))

        await presenter.didTapStartGather()

        #expect(
            view.alerts == [
                Alert(
                    title: "Error",
                    message:
                        "Unable to create gather. Could not reach the server at http://127.0.0.1:8080. "
                        + "Check that it is running and try again.")
            ])
        #expect(router.routes.isEmpty)
        #expect(presenter.state == Self.state(bench: [Self.cleoRow], teamA: [Self.anaRow], teamB: [Self.benRow]))
        #expect(await service.stored.isEmpty)
    }

    @Test("an expired session sends the user back to Login")
    func sessionExpired() async {
        presenter.didMove(playerID: GatherFlowFixtures.ana.id, to: .teamA)
        presenter.didMove(playerID: GatherFlowFixtures.ben.id, to: .teamB)
        await service.failNextCall(with: .sessionExpired)

        await presenter.didTapStartGather()

        #expect(router.routes == [.login(notice: "Your session has expired. Please log in again.")])
        #expect(view.alerts.isEmpty)
        #expect(presenter.state.isLoading == false)
    }

    @Test("when the gather ends, ConfirmPlayers tells its delegate")
    func forwardsTheEndOfTheGather() {
        presenter.gatherDidEnd()

        #expect(delegate.endedGathers == 1)
    }

    /// A presenter for `players` whose balancing draws from a seeded generator.
    private func balancingPresenter(_ players: [Player]) -> ConfirmPlayersPresenter {
        ConfirmPlayersPresenter(
            view: view,
            interactor: ConfirmPlayersInteractor(
                gathers: service, players: FakePlayerService(), random: SeededGenerator(seed: 3)),
            router: router, delegate: delegate, players: players)
    }

    /// The names in Team A and in Team B.
    private func teams(_ presenter: ConfirmPlayersPresenter) -> [[String]] {
        presenter.state.sections.filter { $0.team != .bench }.map { $0.rows.map(\.name) }
    }

    @Test("Balance teams puts everyone, bench and teams alike, into two teams a player apart, and Start Gather opens")
    func balance() async {
        presenter.didMove(playerID: GatherFlowFixtures.ana.id, to: .teamB)

        await presenter.perform(.balance)

        #expect(presenter.state.sections.first?.rows.isEmpty == true)
        #expect(teams(presenter).map(\.count).sorted() == [1, 2])
        #expect(presenter.state.isStartEnabled)
        #expect(presenter.state.hint == nil)
        #expect(await service.calls.isEmpty)
    }

    @Test("Balance teams again groups the players another way when one is as even, keeping Ana and Dan apart")
    func balanceAgain() async {
        var ana = GatherFlowFixtures.ana
        ana.skill = .professional
        var dan = GatherFlowFixtures.dan
        dan.skill = .professional
        let presenter = balancingPresenter([ana, GatherFlowFixtures.ben, GatherFlowFixtures.cleo, dan])
        var groupings: [Set<Set<String>>] = []

        for _ in 0..<4 {
            await presenter.perform(.balance)
            let teams = teams(presenter)
            #expect(teams.map { $0.contains("Ana") && $0.contains("Dan") } == [false, false])
            groupings.append(Set(teams.map(Set.init)))
        }
        #expect(zip(groupings, groupings.dropFirst()).allSatisfy { $0 != $1 })
        #expect(Set(groupings).count == 2)
    }

    @Test("once the screen has read the players' form, Balance teams puts the two in form in different teams")
    func balanceByForm() async {
        let players = [GatherFlowFixtures.ana, GatherFlowFixtures.ben, GatherFlowFixtures.cleo, GatherFlowFixtures.dan]
        let roster = FakePlayerService(players: players)
        for player in players.prefix(2) {
            await roster.setRecord(
                PlayerRecordResponse(played: 2, won: 2, drawn: 0, lost: 0, lastResults: [.won, .won]),
                forPlayer: player.id)
        }
        let presenter = ConfirmPlayersPresenter(
            view: view,
            interactor: ConfirmPlayersInteractor(gathers: service, players: roster, random: SeededGenerator(seed: 9)),
            router: router, delegate: delegate, players: players)

        await presenter.viewDidLoad()
        for _ in 0..<5 {
            await presenter.perform(.balance)
            #expect(teams(presenter).allSatisfy { !($0.contains("Ana") && $0.contains("Ben")) })
        }
        #expect(await roster.calls == [.records(ids: players.map(\.id))])
    }

    @Test("when the form cannot be read, Balance teams still splits by skill, and the screen says nothing of it")
    func balanceWithoutForm() async {
        let roster = FakePlayerService(players: [GatherFlowFixtures.ana, GatherFlowFixtures.ben])
        await roster.failNextCall(with: .unreachable(address: "127.0.0.1:8080"))
        let presenter = ConfirmPlayersPresenter(
            view: view, interactor: ConfirmPlayersInteractor(gathers: service, players: roster), router: router,
            delegate: delegate, players: [GatherFlowFixtures.ana, GatherFlowFixtures.ben])

        await presenter.viewDidLoad()
        await presenter.perform(.balance)

        #expect(teams(presenter).map(\.count) == [1, 1])
        #expect(view.alerts.isEmpty)
        #expect(router.routes.isEmpty)
    }

    @Test("with one player Balance teams is offered but disabled, and perform does nothing")
    func balanceNeedsTwoPlayers() async {
        let presenter = balancingPresenter([GatherFlowFixtures.ana])

        await presenter.perform(.balance)

        #expect(presenter.state.balance.isEnabled == false)
        #expect(presenter.state.sections.first?.rows.map(\.name) == ["Ana"])
    }

    @Test("Share teams, once both teams have a player, shows them as text ready to copy, dated today")
    func shareTeams() async {
        await presenter.perform(.share)
        #expect(view.alerts.isEmpty)

        presenter.didMove(playerID: GatherFlowFixtures.ana.id, to: .teamA)
        presenter.didMove(playerID: GatherFlowFixtures.cleo.id, to: .teamA)
        presenter.didMove(playerID: GatherFlowFixtures.ben.id, to: .teamB)
        await presenter.perform(.share)

        #expect(
            view.alerts == [Alert(title: "Share teams", message: "Team A v Team B — Ana, Cleo v Ben — 24 Nov 2026")])
        #expect(await service.calls.isEmpty)
    }
}
