import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit

@testable import FootballGather

/// The ConfirmPlayers screen's actions as the state offers them, their text form and `perform(_:)`.
@MainActor
@Suite("ConfirmPlayers presenter: actions")
struct ConfirmPlayersActionsTests {
    let view = RecordingConfirmPlayersView()
    let router = RecordingConfirmPlayersRouter()
    let service = FakeGatherService()
    let presenter: ConfirmPlayersPresenter

    static let ana = GatherFlowFixtures.ana.id
    static let ben = GatherFlowFixtures.ben.id

    init() {
        presenter = ConfirmPlayersPresenter(
            view: view, interactor: ConfirmPlayersInteractor(gathers: service, players: FakePlayerService()),
            router: router, delegate: nil,
            players: [GatherFlowFixtures.ana, GatherFlowFixtures.ben]
        )
    }

    /// What the state offers: each action's id, title, label and whether it is enabled.
    private var offered: [Offered] {
        presenter.state.offeredActions.map { Offered(id: $0.id, title: $0.title, label: $0.label, on: $0.isEnabled) }
    }

    private struct Offered: Equatable {
        var id: ConfirmPlayersAction
        var title: String
        var label: String?
        var on: Bool
    }

    @Test("Balance teams, Start Gather, disabled, and each benched player's moves to Team A and Team B")
    func offeredOnTheBench() {
        #expect(
            offered == [
                Offered(id: .balance, title: "Balance teams", label: nil, on: true),
                Offered(id: .share, title: "Share teams", label: nil, on: false),
                Offered(id: .startGather, title: "Start Gather", label: nil, on: false),
                Offered(id: .move(Self.ana, to: .teamA), title: "→ A", label: "Move Ana to Team A", on: true),
                Offered(id: .move(Self.ana, to: .teamB), title: "→ B", label: "Move Ana to Team B", on: true),
                Offered(id: .move(Self.ben, to: .teamA), title: "→ A", label: "Move Ben to Team A", on: true),
                Offered(id: .move(Self.ben, to: .teamB), title: "→ B", label: "Move Ben to Team B", on: true),
            ])
        #expect(presenter.state.start.role == .primary)
        #expect(presenter.state.sections.map(\.header) == ["Bench (2)", "Team A (0)", "Team B (0)"])
        #expect(presenter.state.emptySectionText == "No players.")
    }

    @Test("a player in a team is offered the two other places; Start Gather is enabled with two teams")
    func offeredInTeams() async {
        await presenter.perform(.move(Self.ana, to: .teamA))
        await presenter.perform(.move(Self.ben, to: .teamB))

        #expect(
            offered == [
                Offered(id: .balance, title: "Balance teams", label: nil, on: true),
                Offered(id: .share, title: "Share teams", label: nil, on: true),
                Offered(id: .startGather, title: "Start Gather", label: nil, on: true),
                Offered(id: .move(Self.ana, to: .bench), title: "Bench", label: "Move Ana to Bench", on: true),
                Offered(id: .move(Self.ana, to: .teamB), title: "→ B", label: "Move Ana to Team B", on: true),
                Offered(id: .move(Self.ben, to: .bench), title: "Bench", label: "Move Ben to Bench", on: true),
                Offered(id: .move(Self.ben, to: .teamA), title: "→ A", label: "Move Ben to Team A", on: true),
            ])
        #expect(presenter.state.hint == nil)
    }

    @Test("Start Gather and Balance teams are disabled while the gather is being created")
    func disabledWhileLoading() async {
        await presenter.perform(.move(Self.ana, to: .teamA))
        await presenter.perform(.move(Self.ben, to: .teamB))

        await presenter.perform(.startGather)

        let loading = view.states.first(where: \.isLoading)
        #expect(loading?.start.isEnabled == false)
        #expect(loading?.balance.isEnabled == false)
        #expect(router.routes.count == 1)
    }

    @Test("each action's text form names it back; other text names no action")
    func textForm() {
        let actions: [ConfirmPlayersAction] = [
            .startGather, .balance, .share, .move(Self.ana, to: .bench), .move(Self.ana, to: .teamA),
            .move(Self.ana, to: .teamB),
        ]
        for action in actions {
            #expect(ConfirmPlayersAction(name: action.name, argument: action.argument) == action)
        }
        #expect(
            actions.map(\.name) == ["start-gather", "balance", "share", "move-bench", "move-team-a", "move-team-b"])
        #expect(actions.map(\.argument) == [nil, nil, nil] + Array(repeating: Self.ana.uuidString, count: 3))
        #expect(ConfirmPlayersAction(name: "balance", argument: Self.ana.uuidString) == nil)
        #expect(ConfirmPlayersAction(name: "move-team-a", argument: nil) == nil)
        #expect(ConfirmPlayersAction(name: "move-team-a", argument: "not-an-id") == nil)
        #expect(ConfirmPlayersAction(name: "move-team-c", argument: Self.ana.uuidString) == nil)
        #expect(ConfirmPlayersAction(name: "start-gather", argument: Self.ana.uuidString) == nil)
    }

    @Test("perform with Start Gather while a team is empty creates nothing")
    func startNeedsTwoTeams() async {
        await presenter.perform(.move(Self.ana, to: .teamA))

        await presenter.perform(.startGather)

        #expect(await service.calls.isEmpty)
        #expect(router.routes.isEmpty)
    }
}
