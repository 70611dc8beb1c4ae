import Clocks
import FootballGather
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGatherTerminal
@testable import VIPERKitTerminal

@Suite("Team picking, the gather and history in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct GatherScreensTerminalViewTests {
    let delegate = EndedGatherRecorder()

    private func appOnConfirmPlayers(clock: any Clock<Duration> = ContinuousClock()) async -> AppHarness {
        let app = AppHarness(accounts: Roster.loggedInAccounts(), players: Roster.all, clock: clock)
        await app.start(with: app.factory.makePlayerList())
        app.navigator.push(app.factory.makeConfirmPlayers(players: Roster.all, delegate: delegate))
        await app.settle()
        return app
    }

    @Test("ConfirmPlayers starts with everyone on the bench and the hint, Start Gather not offered")
    func confirmPlayers() async {
        let app = await appOnConfirmPlayers()
        GoldenFile.check(app.screen, named: "ConfirmPlayers")
    }

    @Test("a, b and 0 move the player under the cursor; ←→ change column")
    func movePlayers() async {
        let app = await appOnConfirmPlayers()
        await app.press(.character("a"), .character("a"), .character("b"), .character("b"))
        GoldenFile.check(app.screen, named: "ConfirmPlayers-teams")
        await app.press(.right, .character("0"))
        let sections = app.visible(ConfirmPlayersTerminalView.self)?.state.sections.map { $0.rows.map(\.name) }
        #expect(sections == [["Ana Lopez"], ["Bruno"], ["Chloé", "Dan"]])
    }

    @Test("t balances the teams: nobody left on the bench, two players each, and Enter starts the gather")
    func balanceTeams() async {
        let app = await appOnConfirmPlayers()
        #expect(app.screen.contains("t Balance teams"))
        await app.press(.character("t"))
        let sizes = app.visible(ConfirmPlayersTerminalView.self)?.state.sections.map(\.rows.count)
        #expect(sizes == [0, 2, 2])
        #expect(app.screen.contains("Team A (2)"))
        await app.press(.enter)
        #expect(app.visible(GatherTerminalView.self) != nil)
    }

    @Test("x shows the teams as text ready to copy once both teams have a player")
    func shareTeams() async {
        let app = await appOnConfirmPlayers()
        await app.press(.character("x"))
        #expect(!app.screen.contains("Share teams"))
        await app.press(.character("a"), .character("b"), .character("x"))
        #expect(app.screen.contains("Share teams"))
        #expect(app.screen.contains("Team A v Team B — Ana Lopez v Bruno — "))
    }

    @Test("Enter starts the gather once both teams have a player, then the Gather screen opens")
    func startGather() async {
        let app = await appOnConfirmPlayers()
        await app.press(.enter)
        #expect(app.visible(ConfirmPlayersTerminalView.self) != nil)
        await app.press(.character("a"), .character("b"), .enter)
        #expect(app.visible(GatherTerminalView.self) != nil)
        #expect(await app.gathers.stored.count == 1)
        GoldenFile.check(app.screen, named: "Gather")
    }

    @Test("score keys change the score; t opens the time picker which sets the clock")
    func scoreAndTime() async {
        let app = await appOnConfirmPlayers()
        await app.press(.character("a"), .character("b"), .enter)
        await app.press(.character("a"), .character("a"), .character("a"), .character("A"), .character("b"))
        await app.press(.character("t"), .character("0"), .character("0"), .tab, .character("0"), .character("3"))
        GoldenFile.check(app.screen, named: "Gather-time")
        await app.press(.enter)
        let state = app.visible(GatherTerminalView.self)?.state
        #expect([state?.scoreA, state?.scoreB] == [2, 1])
        #expect(state?.clock == "00:03")
    }

    @Test("a picked time of 00:00 is refused with the presenter's sentence and the clock stays")
    func zeroTimeRefused() async {
        let app = await appOnConfirmPlayers()
        await app.press(.character("a"), .character("b"), .enter)
        await app.press(.character("t"), .character("0"), .character("0"), .tab, .character("0"), .character("0"))
        await app.press(.enter)
        #expect(app.screen.contains("Please choose a time longer than 00:00."))
        #expect(app.visible(GatherTerminalView.self)?.state.clock == "10:00")
    }

    @Test("Space starts the clock; it counts down to Time's up! on the injected clock")
    func clockRunsOut() async {
        let clock = TestClock()
        let app = await appOnConfirmPlayers(clock: clock)
        await app.press(.character("a"), .character("b"), .enter)
        await app.press(.character("t"), .character("0"), .character("0"), .tab, .character("0"), .character("3"))
        await app.press(.enter, .character(" "))
        #expect(app.screen.contains("Space Pause"))
        await clock.advance(by: .seconds(3) + .milliseconds(1))
        await app.waitUntilScreen(contains: "Time's up!")
        GoldenFile.check(app.screen, named: "Gather-times-up")
    }

    @Test("Space pauses the clock and the screen says Paused beside the time; Space again resumes without it")
    func pausedIsSaid() async {
        let app = await appOnConfirmPlayers(clock: TestClock())
        await app.press(.character("a"), .character("b"), .enter, .character(" "))
        #expect(!app.screen.contains("Paused"))
        await app.press(.character(" "))
        #expect(app.screen.contains("Clock  10:00  Paused"))
        await app.press(.character(" "))
        #expect(!app.screen.contains("Paused"))
    }

    @Test("Esc on a gather under way asks first; n stays")
    func leaveGather() async {
        let app = await appOnConfirmPlayers()
        await app.press(.character("a"), .character("b"), .enter, .character("a"), .escape)
        #expect(app.screen.contains("Leave Gather"))
        await app.press(.character("n"))
        #expect(app.visible(GatherTerminalView.self) != nil)
        await app.press(.escape, .character("y"))
        #expect(app.visible(ConfirmPlayersTerminalView.self) != nil)
    }

    @Test("Esc on a running match asks with No highlighted, so Enter stays on the match")
    func leaveRunningMatchDefaultsToNo() async {
        let app = await appOnConfirmPlayers(clock: TestClock())
        await app.press(.character("a"), .character("b"), .enter, .character(" "), .escape)
        #expect(app.screen.contains("Leave Gather"))
        await app.press(.enter)
        #expect(!app.screen.contains("Leave Gather"))
        #expect(app.visible(GatherTerminalView.self)?.state.clockAction == "Pause")
    }

    @Test("Ctrl-C while the clock runs asks like Esc, even from the time picker; n keeps the match, y quits")
    func interruptRunningGather() async {
        let app = await appOnConfirmPlayers(clock: TestClock())
        await app.press(.character("a"), .character("b"), .enter, .character(" "), .character("t"))
        #expect(app.screen.contains("Set time"))
        #expect(await app.press(.interrupt) == false)
        #expect(!app.screen.contains("Set time"))
        #expect(app.screen.contains("Leave Gather"))
        #expect(await app.press(.interrupt) == false)
        #expect(await app.press(.character("n")) == false)
        #expect(app.visible(GatherTerminalView.self)?.state.clockAction == "Pause")
        #expect(await app.press(.interrupt, .character("y")))
    }

    @Test("Ctrl-C on a gather not under way quits at once, as on any other screen")
    func interruptIdleGather() async {
        let app = await appOnConfirmPlayers()
        await app.press(.character("a"), .character("b"), .enter)
        #expect(app.visible(GatherTerminalView.self) != nil)
        #expect(await app.press(.interrupt))
    }
}
