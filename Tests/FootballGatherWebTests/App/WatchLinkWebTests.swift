import FootballGather
import FootballGatherAPI
import FootballGatherServer
import Foundation
import Testing
import VIPERKit
import VIPERKitWeb
import Vapor
import VaporTesting

@testable import FootballGatherWeb
@testable import FootballGatherWebHosting

@Suite("A live link in the browser: the organiser shares it, anyone watches", .timeLimit(.minutes(1)))
@MainActor
struct WatchLinkWebTests {
    /// A new browser's tab opened at `path`, with no login.
    static func watcher(at path: String, in sessions: WebSessions<FootballGatherWebApp>) throws -> (
        WebTab, PageRecorder
    ) {
        let page = PageRecorder()
        let browser = try #require(sessions.registerBrowser())
        let tab = try #require(
            sessions.connect(
                browserID: browser, tabID: "tab-\(browser.prefix(8))", connection: page, clientAddress: "127.0.0.2",
                at: Route(path: path)))
        return (tab, page)
    }

    /// An app served with its API, alice's match under way on her phone, and its live link shared
    /// from there (the page's path).
    static func organiserSharingTheMatch() async throws -> (
        Application, WebSessions<FootballGatherWebApp>, WebTab, PageRecorder, String
    ) {
        let app = try await Application.make(.testing)
        try await configure(app, ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4))
        _ = try await LiveMatchTests.matchUnderWay(in: app)
        let sessions = WebSessions(app: FootballGatherWebApp(api: .inProcess(app)))
        let (organiser, organiserPage) = try await LiveMatchTests.phoneOnTheMatch(sessions)
        organiser.navigator.handle(.action("share-live-link", value: nil))
        await organiserPage.waitForText("Send live link")
        let html = try #require(organiserPage.last?.html.rendered)
        let path = String(try #require(html.firstMatch(of: /data-share-url="(\/watch\/[A-Za-z0-9_-]{43})"/)?.output.1))
        return (app, sessions, organiser, organiserPage, path)
    }

    @Test("A watcher's page that goes away lets go of its watcher, and on its return shows the goals scored meanwhile")
    func pageAwayHoldsNoWatcher() async throws {
        let (app, sessions, organiser, _, path) = try await Self.organiserSharingTheMatch()
        let watcherPage = PageRecorder()
        let browser = try #require(sessions.registerBrowser())
        let tab = try #require(
            sessions.connect(
                browserID: browser, tabID: "tab-away", connection: watcherPage, clientAddress: "127.0.0.2",
                at: Route(path: path)))
        await watcherPage.waitForText(LiveMatchTests.score("a", 1))
        await app.changeFeed.waitUntil { $0.openWatchers == 1 }

        sessions.disconnect(tab, connection: watcherPage)
        await app.changeFeed.waitUntil { $0.openWatchers == 0 }
        organiser.navigator.handle(.action("add-goal", value: "team-b"))

        let returned = PageRecorder()
        _ = sessions.connect(browserID: browser, tabID: tab.id, connection: returned, clientAddress: "127.0.0.2")
        await returned.waitForText(LiveMatchTests.score("b", 1))
        await app.changeFeed.waitUntil { $0.openWatchers == 1 }
        organiser.navigator.handle(.action("add-goal", value: "team-a"))
        await returned.waitForText(LiveMatchTests.score("a", 2))

        try await app.asyncShutdown()
    }

    @Test("A stranger's page follows the match's goals, and is told when the organiser stops sharing")
    func shareWatchStop() async throws {
        let (app, sessions, organiser, organiserPage, path) = try await Self.organiserSharingTheMatch()

        let (_, watcherPage) = try Self.watcher(at: path, in: sessions)
        await watcherPage.waitForTitle("Live match · Football Gather")
        await watcherPage.waitForText(LiveMatchTests.score("a", 1))
        let (_, secondWatcherPage) = try Self.watcher(at: path, in: sessions)
        let reusedBefore = WatchWebView.renders.reused
        await secondWatcherPage.waitForText(LiveMatchTests.score("a", 1))
        #expect(WatchWebView.renders.reused > reusedBefore, "a second watcher of the same state rendered it again")
        #expect(watcherPage.last?.html.rendered.contains("Ana") == true)
        #expect(watcherPage.last?.html.rendered.contains("add-goal") == false, "a watcher was offered the steppers")

        organiser.navigator.handle(.action("add-goal", value: "team-b"))
        await watcherPage.waitForText(LiveMatchTests.score("b", 1))
        await secondWatcherPage.waitForText(LiveMatchTests.score("b", 1))

        organiser.navigator.handle(.action("stop-live-link", value: nil))
        await organiserPage.waitForText("Everyone watching is told")
        let dialog = try #require(
            organiserPage.last?.html.rendered.firstMatch(of: /data-action="dialog-yes" data-value="(\d+)"/)?.output.1)
        organiser.navigator.handle(.action("dialog-yes", value: String(dialog)))
        await watcherPage.waitForText("The organiser stopped sharing this match.")
        await organiserPage.waitForText("Share live link")

        try await app.asyncShutdown()
    }

    @Test("A watcher's page open while the application shuts down reads nothing more from its database")
    func shutdownWithWatchers() async throws {
        let (app, sessions, _, _, path) = try await Self.organiserSharingTheMatch()
        let (_, watcherPage) = try Self.watcher(at: path, in: sessions)
        await watcherPage.waitForText(LiveMatchTests.score("a", 1))
        #expect(app.changeFeed.openWatchers == 1)

        try await app.asyncShutdown()

        #expect(watcherPage.last?.html.rendered.contains(LiveMatchTests.score("a", 1)) == true)
    }

    @Test("An address under /watch that is no link says so, with nothing else on the page")
    func unknownLink() async throws {
        let app = try await Application.make(.testing)
        try await configure(app, ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4))
        let sessions = WebSessions(app: FootballGatherWebApp(api: .inProcess(app)))

        let (_, page) = try Self.watcher(at: "/watch/" + String(repeating: "Q", count: 43), in: sessions)

        await page.waitForText("No match is shared at this link. Check that it was copied whole.")
        try await app.asyncShutdown()
    }
}
