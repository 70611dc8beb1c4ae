import Clocks
import FootballGather
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import VIPERKitWebTesting

@testable import FootballGatherWeb

@Suite("Team picking and the gather in the browser", .timeLimit(.minutes(1)))
@MainActor
struct GatherScreensWebViewTests {
    let delegate = EndedGatherRecorder()

    private func appOnConfirmPlayers(clock: any Clock<Duration> = ContinuousClock()) async -> AppWebHarness {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), players: Roster.all, clock: clock)
        await app.start(with: app.factory.makePlayerList())
        app.navigator.push(app.factory.makeConfirmPlayers(players: Roster.all, delegate: delegate))
        await app.settle()
        return app
    }

    /// Puts Ana in Team A and Bruno in Team B, then starts the gather.
    private func appOnGather(clock: any Clock<Duration> = ContinuousClock()) async -> AppWebHarness {
        let app = await appOnConfirmPlayers(clock: clock)
        await app.tap("move-team-a", Roster.ana)
        await app.tap("move-team-b", Roster.bruno)
        await app.tap("start-gather")
        return app
    }

    private func state(_ app: AppWebHarness) -> GatherViewState? {
        app.visible(GatherWebView.self)?.state
    }

    @Test("A running clock's tick is not drawn (the page counts it); a goal, a pause or a new run is")
    func ticksDrawNothing() {
        let view = GatherWebView(tasks: TaskTracker())
        var running = GatherViewState()
        running.countdown = ClockCountdown(run: 1, startSeconds: 600, startText: "10:00")
        running.clock = "09:59"
        var ticked = running
        ticked.clock = "09:58"
        #expect(view.drawsDifferently(ticked, than: running) == false)
        var scored = ticked
        scored.scoreA = 1
        #expect(view.drawsDifferently(scored, than: running))
        var paused = ticked
        paused.countdown = nil
        #expect(view.drawsDifferently(paused, than: running))
        var stopped = running
        stopped.countdown = nil
        var stoppedTick = stopped
        stoppedTick.clock = "09:58"
        #expect(view.drawsDifferently(stoppedTick, than: stopped), "a clock the page does not count is drawn")
        var again = ticked
        again.countdown = ClockCountdown(run: 2, startSeconds: 598, startText: "09:58")
        #expect(view.drawsDifferently(again, than: ticked))
    }

    @Test("ConfirmPlayers starts with everyone on the bench and the hint, Start Gather disabled")
    func confirmPlayers() async {
        let app = await appOnConfirmPlayers()
        GoldenFile.check(app.page, named: "ConfirmPlayers", fileExtension: "html")
        #expect(await app.tap("start-gather") == false)
    }

    @Test("picking teams: each row's buttons move the player; counts follow; Start Gather opens Gather")
    func pickTeams() async {
        let app = await appOnConfirmPlayers()
        await app.tap("move-team-a", Roster.ana)
        await app.tap("move-team-a", Roster.bruno)
        await app.tap("move-team-b", Roster.chloe)
        await app.tap("move-team-b", Roster.dan)
        await app.tap("move-bench", Roster.bruno)
        GoldenFile.check(app.page, named: "ConfirmPlayers-teams", fileExtension: "html")
        let sections = app.visible(ConfirmPlayersWebView.self)?.state.sections.map { $0.rows.map(\.name) }
        #expect(sections == [["Bruno"], ["Ana Lopez"], ["Chloé", "Dan"]])
        await app.tap("start-gather")
        #expect(app.visible(GatherWebView.self) != nil)
        #expect(await app.gathers.stored.count == 1)
    }

    @Test("Balance teams empties the bench into two teams of two; the button stays for another split")
    func balanceTeams() async {
        let app = await appOnConfirmPlayers()
        #expect(await app.tap("balance"))
        let sizes = app.visible(ConfirmPlayersWebView.self)?.state.sections.map(\.rows.count)
        #expect(sizes == [0, 2, 2])
        #expect(app.markup.contains(">Team A (2)<"))
        #expect(app.markup.contains("data-action=\"balance\""))
        await app.tap("start-gather")
        #expect(app.visible(GatherWebView.self) != nil)
    }

    @Test("Share teams carries the text for the page to share; a page that cannot share asks for the text")
    func shareTeams() async {
        let app = await appOnConfirmPlayers()
        await app.tap("move-team-a", Roster.ana)
        await app.tap("move-team-b", Roster.bruno)
        let text = app.visible(ConfirmPlayersWebView.self)?.state.shareText ?? ""
        #expect(text.hasPrefix("Team A v Team B — Ana Lopez v Bruno — "))
        #expect(app.markup.contains("data-action=\"share\" data-share=\"\(HTML.escape(text))\""))
        await app.tap("share")
        #expect(app.shows("Share teams"))
        #expect(app.shows(text))
    }

    @Test("the Gather screen: both teams, the score, the clock at 10:00 and its actions")
    func gather() async {
        let app = await appOnGather()
        GoldenFile.check(app.page, named: "Gather", fileExtension: "html")
        #expect(app.markup.contains("<div id=\"clock\" class=\"clock\" role=\"timer\">10:00</div>"))
    }

    @Test("scoring: + and - per team change the score shown in score-a and score-b")
    func scoring() async {
        let app = await appOnGather()
        await app.tap("add-goal", "team-a")
        await app.tap("add-goal", "team-a")
        await app.tap("add-goal", "team-a")
        await app.tap("remove-goal", "team-a")
        await app.tap("add-goal", "team-b")
        await app.tap("remove-goal", "team-b")
        await app.tap("remove-goal", "team-b")
        #expect([state(app)?.scoreA, state(app)?.scoreB] == [2, 0])
        #expect(app.markup.contains("id=\"score-a\" class=\"score\" aria-live=\"polite\">2<"))
        #expect(app.markup.contains("id=\"score-b\" class=\"score\" aria-live=\"polite\">0<"))
        #expect(await app.tap("add-goal", "team-c") == false)
    }

    @Test("Set time opens the picker pre-filled with the time last set; Set sets the clock")
    func setTime() async {
        let app = await appOnGather()
        await app.tap("set-time")
        GoldenFile.check(app.page, named: "Gather-time-picker", fileExtension: "html")
        await app.send(.input(name: "minutes", value: "0"), .input(name: "seconds", value: "3"))
        await app.tap("time-ok")
        #expect(state(app)?.clock == "00:03")
        #expect(state(app)?.timePicker == nil)
        await app.tap("set-time")
        await app.send(.input(name: "minutes", value: "7"), .key(.enter, field: "minutes"))
        #expect(state(app)?.clock == "07:03")
    }

    @Test("an invalid time in the picker shows the problem and leaves the clock alone")
    func invalidTime() async {
        let app = await appOnGather()
        await app.tap("set-time")
        await app.send(.input(name: "minutes", value: "00"), .input(name: "seconds", value: "00"))
        await app.tap("time-ok")
        #expect(app.shows("Please choose a time longer than 00:00."))
        await app.send(.input(name: "seconds", value: "75"), .key(.enter, field: "seconds"))
        #expect(app.shows("Minutes and seconds must each be a whole number from 0 to 59."))
        await app.send(.input(name: "seconds", value: "ten"), .key(.enter, field: "seconds"))
        #expect(app.shows("Minutes and seconds must each be a whole number from 0 to 59."))
        #expect(state(app)?.clock == "10:00")
        #expect(app.visible(GatherWebView.self)?.isBlockingInput == false)
        await app.tap("time-cancel")
        #expect(state(app)?.timePicker == nil)
        #expect(state(app)?.clock == "10:00")
    }

    @Test("Escape closes the open picker without leaving the gather")
    func escapeClosesPicker() async {
        let app = await appOnGather()
        await app.tap("set-time")
        await app.send(.key(.escape, field: "minutes"))
        #expect(state(app)?.timePicker == nil)
        #expect(app.visible(GatherWebView.self)?.isBlockingInput == false)
    }

    @Test(
        "Start runs the clock down to Time's up! on the injected clock, the page counting by itself; Reset puts it back"
    )
    func clockRunsOut() async {
        let clock = TestClock()
        let app = await appOnGather(clock: clock)
        await app.tap("set-time")
        await app.send(.input(name: "minutes", value: "0"), .input(name: "seconds", value: "3"))
        await app.tap("time-ok")
        #expect(app.markup.contains("id=\"clock-status\""))
        #expect(!app.markup.contains("Paused"))
        await app.tap("clock-action")
        #expect(state(app)?.clockAction == "Pause")
        #expect(!app.markup.contains("Paused"))
        // While it runs the page counts down by itself to the moment the run ends.
        let running = app.markup
        #expect(running.contains("role=\"timer\" data-countdown-until=\""))
        #expect(running.contains(">00:03</div>"))
        // A millisecond past the tick: the countdown may start sleeping after this advance, and on
        // a test clock a sleep that starts exactly at its deadline waits for the next advance.
        await clock.advance(by: .seconds(1) + .milliseconds(1))
        // The tick draws nothing new, so no redraw announces it: wait for the state itself.
        await app.yieldUntil { state(app)?.clock == "00:02" }
        #expect(app.markup == running, "a second of a running clock changed the page")
        await app.tap("clock-action")
        #expect(state(app)?.clockAction == "Resume")
        #expect(app.markup.contains("role=\"timer\">00:02</div>"))
        // Paused is said under the time, in a live region that is on the page all along.
        #expect(app.markup.contains("role=\"status\" aria-live=\"polite\">Paused</p>"))
        await app.tap("clock-action")
        await clock.advance(by: .seconds(2) + .milliseconds(1))
        await app.waitUntilPage(shows: "Time's up!")
        GoldenFile.check(app.page, named: "Gather-times-up", fileExtension: "html")
        await app.tap("reset-clock")
        #expect(state(app)?.clock == "00:03")
    }

    @Test("going back from a gather under way asks first; No stays, Yes leaves")
    func leaveGather() async {
        let app = await appOnGather()
        await app.tap("add-goal", "team-a")
        await app.tap("nav-back")
        #expect(app.shows("Leave Gather"))
        await app.answerDialog(false)
        #expect(app.visible(GatherWebView.self) != nil)
        await app.send(.key(.escape, field: nil))
        #expect(app.shows("Leave Gather"))
        await app.answerDialog(true)
        #expect(app.visible(ConfirmPlayersWebView.self) != nil)
    }

    @Test("leaving a running match asks with the focus on No, the safe answer, not on Yes")
    func leaveRunningMatchFocusesNo() async {
        let app = await appOnGather(clock: TestClock())
        await app.tap("clock-action")
        await app.tap("nav-back")
        #expect(app.shows("Leave Gather"))
        let markup = app.markup
        #expect(markup.contains(" autofocus>No</button>"))
        #expect(markup.components(separatedBy: "autofocus").count == 2, "only No has the focus")
        await app.answerDialog(false)
        #expect(app.visible(GatherWebView.self)?.state.clockAction == "Pause")
    }
}
