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

/// The real modules behind web views, taken to addresses the way the browser's Back, Forward and
/// a reload do: through the screens' own actions and Back.
@Suite("Addresses in Football Gather: every screen opened, reloaded and left by its address", .timeLimit(.minutes(1)))
@MainActor
struct AddressWebTests {
    let pastGather = Gather(
        id: UUID(fake: 7, kind: 3), createdAt: Date(timeIntervalSince1970: 1_600_000_000),
        score: GatherScore(teamA: 2, teamB: 1), winner: .teamA,
        players: [.init(player: Roster.ana, team: .teamA), .init(player: Roster.dan, team: .teamB)])

    private func appOnList() async -> AppWebHarness {
        let app = AppWebHarness(accounts: Roster.loggedInAccounts(), players: Roster.all, gathers: [pastGather])
        await app.start(with: app.factory.makePlayerList())
        return app
    }

    @discardableResult
    private func walk(_ app: AppWebHarness, to screen: AppRoute) async -> RouteWalker.Outcome {
        await RouteWalker.walk(app.navigator, to: screen.route, tasks: app.views.tasks)
    }

    private func addresses(_ app: AppWebHarness) -> [String] { app.navigator.render().addresses }

    @Test("A player's edit opens over their detail over the list, and the page lists the three addresses")
    func editAddress() async {
        let app = await appOnList()
        let ana = Roster.ana.id.uuidString
        #expect(await walk(app, to: .editPlayer(Roster.ana.id, .skill)) == .arrived)
        #expect(addresses(app) == ["/players", "/players/\(ana)", "/players/\(ana)/edit/skill"])
        #expect(app.visible(PlayerEditWebView.self)?.state.title == "Skill")
        #expect(await walk(app, to: .players) == .arrived)
        #expect(app.navigator.stack.count == 1)
    }

    @Test("Back from an edit with a change asks first; staying keeps the edit and its address")
    func unsavedEditAsks() async {
        let app = await appOnList()
        await walk(app, to: .editPlayer(Roster.dan.id, .age))
        await app.type("30", into: "value")
        #expect(await walk(app, to: .player(Roster.dan.id)) == .stopped)
        #expect(app.shows("Discard the change you made?"))
        await app.answerDialog(false)
        #expect(addresses(app).last == AppRoute.editPlayer(Roster.dan.id, .age).route.path)
    }

    @Test("Choosing who plays is its own address; the teams open from it once two are ticked")
    func selectionAndTeams() async {
        let app = await appOnList()
        #expect(
            await walk(app, to: .teams)
                == .unavailable("Tick at least two players, then confirm them to pick the teams."))
        #expect(addresses(app) == ["/players", "/select"])
        await app.tap("tick", Roster.ana)
        await app.tap("tick", Roster.bruno)
        #expect(await walk(app, to: .teams) == .arrived)
        #expect(addresses(app) == ["/players", "/select", "/teams"])
        #expect(await walk(app, to: .select) == .arrived)
        #expect(app.visible(PlayerListWebView.self)?.state.title == "2 selected")
        #expect(await walk(app, to: .players) == .arrived)
        #expect(addresses(app) == ["/players"])
    }

    @Test("Leaving a match by its address asks first; staying keeps the match on screen")
    func gatherAsks() async {
        let app = await appOnList()
        await app.tap("select")
        await app.tap("tick", Roster.ana)
        await app.tap("tick", Roster.bruno)
        await app.tap("confirm")
        await app.tap("move-team-a", Roster.ana)
        await app.tap("move-team-b", Roster.bruno)
        await app.tap("start-gather")
        await app.tap("add-goal", "team-a")
        #expect(addresses(app) == ["/players", "/select", "/teams", "/gather"])
        #expect(await walk(app, to: .teams) == .stopped)
        #expect(app.shows("Leave Gather"))
        await app.answerDialog(false)
        #expect(app.visible(GatherWebView.self) != nil)
    }

    @Test("A past gather opens over History; one no longer there leaves History with the reason")
    func history() async {
        let app = await appOnList()
        #expect(await walk(app, to: .pastGather(pastGather.id)) == .arrived)
        #expect(app.visible(GatherDetailWebView.self) != nil)
        #expect(
            await walk(app, to: .pastGather(UUID(fake: 8, kind: 3)))
                == .unavailable("That gather is not in your history any more."))
        #expect(addresses(app) == ["/players", "/history"])
    }

    @Test("Signed out, Login stands in the way of every address; a player that is gone is explained")
    func loginAndGone() async {
        let app = AppWebHarness(players: Roster.all)
        await app.start(with: app.factory.makeLogin())
        #expect(await walk(app, to: .player(Roster.ana.id)) == .deferred)
        #expect(addresses(app) == ["/login"])
        let list = await appOnList()
        #expect(
            await walk(list, to: .player(UUID(fake: 99, kind: 1)))
                == .unavailable("That player is not on your roster any more."))
        #expect(await walk(list, to: .gather) == .unavailable("No match is being played. Pick the teams to start one."))
    }
}
