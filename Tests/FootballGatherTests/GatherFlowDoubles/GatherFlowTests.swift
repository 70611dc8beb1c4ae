import FootballGatherAPI
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Gather flow: picking teams, playing, recording the result", .timeLimit(.minutes(1)))
struct GatherFlowTests {
    @Test("a user splits the players, plays a match with the clock and ends it; the app returns to the player list")
    func wholeMatch() async throws {
        let harness = GatherFlowHarness()
        let playerList = harness.factory.makePlayerList()
        harness.navigator.setRoot(playerList)
        let listDelegate = try #require(
            (playerList as? RecordingPlayerListView)?.presenter as? any ConfirmPlayersDelegate)

        harness.navigator.push(
            harness.factory.makeConfirmPlayers(
                players: [GatherFlowFixtures.ana, GatherFlowFixtures.ben, GatherFlowFixtures.cleo],
                delegate: listDelegate))
        let confirm = try #require(harness.views.confirmPlayersView?.presenter)
        await confirm.perform(.move(GatherFlowFixtures.ana.id, to: .teamA))
        await confirm.perform(.move(GatherFlowFixtures.ben.id, to: .teamB))
        await confirm.perform(.startGather)

        let gatherView = try #require(harness.navigator.top(as: RecordingGatherView.self))
        let gather = try #require(gatherView.presenter)
        await gather.perform(.addGoal(.teamB))
        await gather.perform(.clock)
        await harness.clock.advance(seconds: 600)
        await gatherView.waitForTimeUp()
        #expect(gatherView.states.last?.clock == "00:00")
        gatherView.answers = [true]
        await gather.perform(.endGather)

        let ended = try #require(await harness.gathers.stored.first)
        #expect(ended.score == GatherScore(teamA: 0, teamB: 1))
        #expect(ended.winner == .teamB)
        #expect(ended.players.map(\.player.name) == ["Ana", "Ben"])
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(playerList)])
    }

    @Test("the Gather and ConfirmPlayers modules are released once the flow is back on the list")
    func releasesTheFlow() async throws {
        let harness = GatherFlowHarness()
        let delegate = RecordingConfirmPlayersDelegate()
        var confirmReferences: ModuleReferences?
        var gatherReferences: ModuleReferences?
        do {
            harness.navigator.push(
                harness.factory.makeConfirmPlayers(
                    players: [GatherFlowFixtures.ana, GatherFlowFixtures.ben], delegate: delegate))
            let confirmView = try #require(harness.views.confirmPlayersView)
            let confirm = try #require(confirmView.presenter)
            confirmReferences = try ModuleReferences(view: confirmView, presenter: confirm)
            await confirm.perform(.move(GatherFlowFixtures.ana.id, to: .teamA))
            await confirm.perform(.move(GatherFlowFixtures.ben.id, to: .teamB))
            await confirm.perform(.startGather)
            let gatherView = try #require(harness.views.gatherView)
            gatherReferences = try ModuleReferences(view: gatherView, presenter: gatherView.presenter)
            gatherView.answers = [true]
            await gatherView.presenter?.perform(.endGather)
        }

        #expect(delegate.endedGathers == 1)
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(harness.root)])
        #expect(confirmReferences?.released == [true, true, true, true])
        #expect(gatherReferences?.released == [true, true, true, true])
    }
}
