import Clocks
import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Watch: a match seen through its live link, by anyone", .timeLimit(.minutes(1)))
struct WatchPresenterTests {
    static let link = "link1".padding(toLength: 43, withPad: "x", startingAt: 0)
    static let endsAt = Date(timeIntervalSince1970: 1_795_522_200)

    let service = FakeWatchService()
    let clock = TestClock()
    let views = RecordingViewFactory()
    let factory: ModuleFactory

    init() {
        factory = ModuleFactory(
            dependencies: .fake(watching: service, clock: clock), views: views, navigator: RecordingNavigator())
    }

    static func match(
        score: String = "1:0",
        clock: ClockProgress? = ClockProgress(status: .running, secondsLeft: 300, setSeconds: 600),
        winner: GatherWinner? = nil
    ) -> WatchedMatchResponse {
        WatchedMatchResponse(
            teamA: [WatchedPlayer(name: "Ana", position: .goalkeeper), WatchedPlayer(name: "Cleo", position: nil)],
            teamB: [WatchedPlayer(name: "Ben", position: .striker)], score: score, clock: clock,
            clockEndsAt: clock?.status == .running ? endsAt : nil, winnerTeam: winner, expiresAt: nil)
    }

    /// The Watch screen of the link, loaded.
    func openWatch() async throws -> RecordingWatchView {
        let view = try #require(factory.makeWatch(token: Self.link) as? RecordingWatchView)
        await view.presenter?.viewDidLoad()
        return view
    }

    /// Returns once the screen listens to the link's news.
    func untilListening() async {
        while await service.listenerCount(at: Self.link) == 0 { await Task.yield() }
    }

    @Test("Out of sight it stops listening to the link; back in sight it listens again and shows what changed")
    func listensOnlyWhileShown() async throws {
        await service.share(Self.match(score: "1:0"), at: Self.link)
        let view = try await openWatch()
        await view.presenter?.viewWillAppear()
        await untilListening()

        view.presenter?.viewDidDisappear()
        while await service.listenerCount(at: Self.link) > 0 { await Task.yield() }
        await service.share(Self.match(score: "2:0"), at: Self.link)

        await view.presenter?.viewWillAppear()
        #expect(view.lastState?.scoreA == 2)
        await untilListening()
        #expect(await service.listenerCount(at: Self.link) == 1)
    }

    @Test("It shows both teams (names and positions), the score, Live and the clock, which counts down")
    func showsTheMatch() async throws {
        await service.share(Self.match(), at: Self.link)

        let view = try await openWatch()
        let state = try #require(view.lastState)

        #expect(state.title == "Live match")
        #expect(state.teamA.map(\.name) == ["Ana", "Cleo"] && state.teamA.map(\.position) == ["GK", "-"])
        #expect(state.teamB.map(\.name) == ["Ben"] && state.teamB.map(\.position) == ["ST"])
        #expect(state.scoreA == 1 && state.scoreB == 0)
        #expect(state.status == "Live" && state.clock == "05:00")
        #expect(state.clockEndsAt == Self.endsAt)
        #expect(state.routes == [Route("watch", Self.link)])
        #expect(state.offeredActions.map(\.id) == [.openApp] && state.notice == nil)

        // Half seconds past each tick: a countdown that starts sleeping late still wakes.
        await clock.advance(by: .milliseconds(1_500))
        await view.waitForState { $0.clock == "04:59" }
        await clock.advance(by: .seconds(1))
        await view.waitForState { $0.clock == "04:58" }
    }

    @Test("News of a change loads the match again, quietly, and shows the new score")
    func followsChanges() async throws {
        await service.share(Self.match(), at: Self.link)
        let view = try await openWatch()
        await untilListening()
        let before = view.states.count

        await service.change(Self.match(score: "2:0"), at: Self.link)
        await view.waitForState { $0.scoreA == 2 }

        #expect(view.states.dropFirst(before).allSatisfy { !$0.isLoading })
    }

    @Test("The end of the match shows the result and no clock")
    func fullTime() async throws {
        await service.share(Self.match(score: "1:2", clock: nil, winner: .teamB), at: Self.link)

        let state = try #require(try await openWatch().lastState)

        #expect(state.status == "Full time: Team B won")
        #expect(state.clock.isEmpty && state.clockEndsAt == nil)
        #expect(state.scoreA == 1 && state.scoreB == 2)
    }

    @Test("A stopped link says why and keeps the last score seen, its clock stopped, and the screen stops listening")
    func stoppedLink() async throws {
        await service.share(Self.match(), at: Self.link)
        let view = try await openWatch()
        await untilListening()

        await service.end(Self.link, reason: "The organiser stopped sharing this match.")
        await view.waitForState { $0.notice != nil }
        let state = try #require(view.lastState)

        #expect(state.notice == "The organiser stopped sharing this match.")
        #expect(state.scoreA == 1 && state.scoreB == 0 && state.teamA.map(\.name) == ["Ana", "Cleo"])
        #expect(state.status == "Last score seen" && state.clock.isEmpty && state.clockEndsAt == nil)
        #expect(state.offeredActions.map(\.id) == [.openApp], "a link that is over offers nothing to try again")
        #expect(await service.listenerCount(at: Self.link) == 0)
    }

    @Test("The page says which match it is: the game's time in its own time zone and its place, or when it started")
    func matchIdentity() async throws {
        var fromGame = Self.match()
        fromGame.playedAt = Date(timeIntervalSince1970: 1_795_719_600)
        fromGame.place = "Hackney Marshes"
        fromGame.timeZone = "Europe/London"
        await service.share(fromGame, at: Self.link)

        let state = try #require(try await openWatch().lastState)

        #expect(state.match == GameText.when(fromGame.playedAt!, timeZone: "Europe/London") + " · Hackney Marshes")
        #expect(state.match.hasSuffix(" · Hackney Marshes") && state.match.contains("2026"))
        #expect(
            WatchPresenter.identity(of: Self.match(), viewerTimeZone: .current).isEmpty,
            "a server before these fields names no match")
        // A match not played from a game is named in the viewer's time zone.
        var started = Self.match()
        started.playedAt = fromGame.playedAt
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(
            WatchPresenter.identity(of: started, viewerTimeZone: tokyo)
                == GameText.when(fromGame.playedAt!, timeZone: "Asia/Tokyo"))
    }

    @Test("A match that ended keeps its final score when its link ends")
    func endedMatchKeepsItsScore() async throws {
        await service.share(Self.match(score: "2:3", clock: nil, winner: .teamB), at: Self.link)
        let view = try await openWatch()
        await untilListening()

        await service.end(Self.link, reason: "This match ended more than a day ago; its live link has ended.")
        await view.waitForState { $0.notice != nil }

        #expect(view.lastState?.scoreA == 2 && view.lastState?.scoreB == 3)
        #expect(view.lastState?.status == "Full time: Team B won")
    }

    @Test("An unknown link says so; an unreachable server offers Try again, which loads the match")
    func problems() async throws {
        let unknown = try await openWatch()
        #expect(unknown.lastState?.notice == "No match is shared at this link. Check that it was copied whole.")
        #expect(unknown.lastState?.offeredActions.map(\.id) == [.openApp])

        await service.share(Self.match(), at: Self.link)
        await service.failNextRead(with: .unreachable(address: "127.0.0.1:8080"))
        let view = try await openWatch()
        #expect(view.lastState?.notice?.hasPrefix("Could not reach the server at 127.0.0.1:8080.") == true)
        #expect(view.lastState?.offeredActions.map(\.id) == [.retry, .openApp])

        await view.presenter?.perform(.retry)

        #expect(view.lastState?.notice == nil)
        #expect(view.lastState?.scoreA == 1)
    }

    @Test("Organise your own games leaves the match for the app's first screen")
    func openApp() async throws {
        await service.share(Self.match(), at: Self.link)
        let navigator = RecordingNavigator()
        let factory = ModuleFactory(
            dependencies: .fake(watching: service, clock: clock), views: views, navigator: navigator)
        let view = try #require(factory.makeWatch(token: Self.link) as? RecordingWatchView)
        await view.presenter?.viewDidLoad()

        await view.presenter?.perform(.openApp)

        let login = try #require(views.loginView)
        #expect(navigator.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(login)])
    }
}
