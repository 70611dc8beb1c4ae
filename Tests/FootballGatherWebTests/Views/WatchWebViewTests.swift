import FootballGather
import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting
import VIPERKitWeb
import VIPERKitWebTesting

@testable import FootballGatherWeb

@Suite("A live link's page in the browser", .timeLimit(.minutes(1)))
@MainActor
struct WatchWebViewTests {
    static let link = "link1".padding(toLength: 43, withPad: "x", startingAt: 0)

    static let match = WatchedMatchResponse(
        teamA: [WatchedPlayer(name: "Ana Lopez", position: .striker)],
        teamB: [WatchedPlayer(name: "Bruno", position: nil)],
        score: "2:1", clock: ClockProgress(status: .running, secondsLeft: 300, setSeconds: 600),
        clockEndsAt: Date(timeIntervalSince1970: 1_795_522_200), winnerTeam: nil, expiresAt: nil)

    @Test("The match: score, Live, the clock the page counts down, and both teams")
    func live() async {
        let app = AppWebHarness(watching: FakeWatchService(matches: [Self.link: Self.match]))
        await app.start(with: app.factory.makeWatch(token: Self.link))

        #expect(app.page.contains(#"data-countdown-until="1795522200000""#))
        #expect(app.page.contains(#"role="status">Live<"#))
        GoldenFile.check(app.page, named: "Watch", fileExtension: "html")
    }

    @Test("Which match it is heads the page; a link stopped while watched says so above the last score seen")
    func stoppedWhileWatched() async {
        var match = Self.match
        match.playedAt = Date(timeIntervalSince1970: 1_795_719_600)
        match.place = "Hackney Marshes"
        match.timeZone = "Europe/London"
        let watching = FakeWatchService(matches: [Self.link: match])
        let app = AppWebHarness(watching: watching)
        await app.start(with: app.factory.makeWatch(token: Self.link))
        #expect(app.page.contains(#"<p class="watch-match">Thu, 26 Nov 2026"#))
        #expect(app.page.contains("Hackney Marshes</p>"))

        await watching.end(Self.link, reason: "The organiser stopped sharing this match.")
        await app.waitUntilPage(shows: "The organiser stopped sharing this match.")

        #expect(app.page.contains(#"id="score-a" class="score" aria-live="polite">2<"#))
        #expect(app.page.contains(#"role="status">Last score seen<"#))
        #expect(!app.page.contains("data-countdown-until"), "the clock stops where it was last seen")
        #expect(app.page.contains("Ana Lopez"))
    }

    @Test("A stopped link: the sentence, and nothing else")
    func stopped() async {
        let watching = FakeWatchService(matches: [Self.link: Self.match])
        await watching.end(Self.link, reason: "The organiser stopped sharing this match.")
        let app = AppWebHarness(watching: watching)
        await app.start(with: app.factory.makeWatch(token: Self.link))

        #expect(!app.page.contains("Ana Lopez"))
        GoldenFile.check(app.page, named: "Watch-stopped", fileExtension: "html")
    }

    @Test("A running clock's tick is not drawn (the page counts it); a goal is")
    func ticksDrawNothing() {
        let view = WatchWebView(tasks: TaskTracker())
        var running = WatchViewState(title: "Live match", token: Self.link, scoreA: 0, scoreB: 0, clock: "05:00")
        running.clockEndsAt = Self.match.clockEndsAt
        var ticked = running
        ticked.clock = "04:59"
        var scored = ticked
        scored.scoreA = 1

        #expect(view.drawsDifferently(ticked, than: running) == false)
        #expect(view.drawsDifferently(scored, than: running))
    }
}
