import FootballGather
import FootballGatherAPI
import FootballGatherServer
import Foundation
import Testing
import VIPERKit
import VIPERKitWeb
import Vapor

@testable import FootballGatherWeb
@testable import FootballGatherWebHosting

/// Counts the API's reads of a live link's match (`GET /api/watch/<token>`) that reach its routes.
private final class MatchReadCounter: AsyncMiddleware {
    private actor Count {
        var value = 0
        func add() { value += 1 }
    }

    private let count = Count()

    var reads: Int { get async { await count.value } }

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let segments = request.url.path.split(separator: "/")
        if request.method == .GET, segments.count == 3, segments[0] == "api", segments[1] == "watch" {
            await count.add()
        }
        return try await next.respond(to: request)
    }
}

@Suite("Watcher tabs of one live link read the match together", .timeLimit(.minutes(2)))
@MainActor
struct WatcherReadsTests {
    /// The watcher tabs opened: 300 (the most one link takes) unless `WATCHER_TABS` says.
    nonisolated static let tabs = ProcessInfo.processInfo.environment["WATCHER_TABS"].flatMap(Int.init) ?? 300
    static let goals = 5
    /// Watchers per client address, below the 30 the server allows one address.
    static let tabsPerAddress = 25

    @Test("A goal makes a few reads of the match for all the watcher tabs, not one per tab")
    func readsPerGoal() async throws {
        let app = try await Application.make(.testing)
        try await configure(app, ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4))
        let counter = MatchReadCounter()
        app.middleware.use(counter)
        _ = try await LiveMatchTests.matchUnderWay(in: app)
        let sessions = WebSessions(app: FootballGatherWebApp(api: .inProcess(app)))
        let (organiser, organiserPage) = try await LiveMatchTests.phoneOnTheMatch(sessions)
        organiser.navigator.handle(.action("share-live-link", value: nil))
        await organiserPage.waitForText("Send live link")
        let html = try #require(organiserPage.last?.html.rendered)
        let path = String(try #require(html.firstMatch(of: /data-share-url="(\/watch\/[A-Za-z0-9_-]{43})"/)?.output.1))

        var pages: [PageRecorder] = []
        for number in 0..<Self.tabs {
            let page = PageRecorder()
            let address = "127.0.0.\(2 + number / Self.tabsPerAddress)"
            let browser = try #require(sessions.registerBrowser(clientAddress: address))
            _ = try #require(
                sessions.connect(
                    browserID: browser, tabID: "watcher-\(number)", connection: page, clientAddress: address,
                    at: Route(path: path)))
            pages.append(page)
        }
        for page in pages { await page.waitForText(LiveMatchTests.score("a", 1)) }
        let tabs = Self.tabs
        await app.changeFeed.waitUntil { $0.openWatchers == tabs }

        let before = await counter.reads
        for goal in 1...Self.goals {
            organiser.navigator.handle(.action("add-goal", value: "team-b"))
            for page in pages { await page.waitForText(LiveMatchTests.score("b", goal)) }
        }
        let reads = await counter.reads - before
        let perGoal = Double(reads) / Double(Self.goals)
        print("watcher tabs: \(Self.tabs), goals: \(Self.goals), reads of the match: \(reads), per goal: \(perGoal)")
        #expect(perGoal < Double(Self.tabs) / 2, "each watcher tab read the match on its own")

        try await app.asyncShutdown()
    }
}
