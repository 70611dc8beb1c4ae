import FootballGather
import FootballGatherAPI
import FootballGatherServer
import Foundation
import Testing
import VIPERKitWeb
import Vapor
import VaporTesting

@testable import FootballGatherWeb
@testable import FootballGatherWebHosting

@Suite("One match on two phones: what one does shows on the other", .timeLimit(.minutes(1)))
@MainActor
struct LiveMatchTests {
    /// Sends `method` to the API of `app` in process, as `token` (or with Basic `credentials`), with
    /// `json`; returns the answer.
    nonisolated static func send(
        _ app: Application, _ method: HTTPMethod, _ path: String, token: String? = nil, basic: String? = nil,
        json: (some Encodable)? = String?.none
    ) async throws -> TestingHTTPResponse {
        var headers = HTTPHeaders()
        if let token { headers.bearerAuthorization = BearerAuthorization(token: token) }
        if let basic { headers.replaceOrAdd(name: .authorization, value: "Basic \(basic)") }
        var body: ByteBuffer?
        if let json {
            headers.contentType = .json
            body = ByteBuffer(data: try WireCoding.makeEncoder().encode(json))
        }
        return try await app.testing().sendRequest(method, path, headers: headers, body: body)
    }

    /// An account with a gather of two players whose match has begun (1:0), so the player list
    /// offers it as the match in progress.
    static func matchUnderWay(in app: Application) async throws -> UUID {
        _ = try await send(
            app, .POST, APIPath.users, json: UserCreateRequest(username: "alice", password: "pitch-side-1"))
        let credentials = Data("alice:pitch-side-1".utf8).base64EncodedString()
        let login = try await send(app, .POST, APIPath.login, basic: credentials)
        let token = try WireCoding.makeDecoder().decode(LoginResponse.self, from: login.body).token
        var players: [UUID] = []
        for name in ["Ana", "Ben"] {
            let created = try await send(app, .POST, APIPath.players, token: token, json: PlayerRequest(name: name))
            players.append(try WireCoding.makeDecoder().decode(PlayerResponse.self, from: created.body).id)
        }
        let created = try await send(
            app, .POST, APIPath.gathers, token: token,
            json: GatherCreateRequest(players: [
                .init(playerID: players[0], team: .teamA), .init(playerID: players[1], team: .teamB),
            ]))
        let gather = try WireCoding.makeDecoder().decode(GatherResponse.self, from: created.body)
        let goal = try await send(
            app, .POST, APIPath.operations(ofGather: gather.id), token: token,
            json: GatherOperation(.addGoal, team: .teamA))
        #expect(goal.status == .ok)
        return gather.id
    }

    /// A new browser's tab, logged in as alice and on the match in progress, opened from the
    /// player list's line.
    static func phoneOnTheMatch(_ sessions: WebSessions<FootballGatherWebApp>) async throws -> (WebTab, PageRecorder) {
        let page = PageRecorder()
        let browser = try #require(sessions.registerBrowser())
        let tab = try #require(
            sessions.connect(browserID: browser, tabID: "tab-\(browser.prefix(8))", connection: page))
        await page.waitForTitle("Log in · Football Gather")
        tab.navigator.handle(.input(name: "username", value: "alice"))
        tab.navigator.handle(.input(name: "password", value: "pitch-side-1"))
        tab.navigator.handle(.action("login", value: nil))
        await page.waitForText("Match in progress")
        #expect(page.last?.html.rendered.contains("alertdialog") == false)
        tab.navigator.handle(.action("open-match", value: nil))
        await page.waitForTitle("Gather in progress · Football Gather")
        return (tab, page)
    }

    static func score(_ team: String, _ goals: Int) -> String {
        #"id="score-\#(team)" class="score" aria-live="polite">\#(goals)<"#
    }

    @Test("A goal and the clock started on one phone show on the other; the match ended there leaves it")
    func twoPhones() async throws {
        let app = try await Application.make(.testing)
        try await configure(app, ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4))
        let gatherID = try await Self.matchUnderWay(in: app)
        let sessions = WebSessions(app: FootballGatherWebApp(api: .inProcess(app)))

        let (first, firstPage) = try await Self.phoneOnTheMatch(sessions)
        let (second, secondPage) = try await Self.phoneOnTheMatch(sessions)
        #expect(firstPage.last?.html.rendered.contains(Self.score("a", 1)) == true)

        first.navigator.handle(.action("add-goal", value: "team-b"))
        await secondPage.waitForText(Self.score("b", 1))
        second.navigator.handle(.action("clock-action", value: nil))
        await firstPage.waitForText(#"data-action="clock-action">Pause<"#)
        second.navigator.handle(.action("add-goal", value: "team-a"))
        first.navigator.handle(.action("add-goal", value: "team-a"))
        await firstPage.waitForText(Self.score("a", 3))
        await secondPage.waitForText(Self.score("a", 3))

        let ended = try await Self.send(
            app, .PUT, APIPath.gather(gatherID),
            token: try #require(
                try await Self.send(
                    app, .POST, APIPath.login, basic: Data("alice:pitch-side-1".utf8).base64EncodedString()
                ).content.decode(LoginResponse.self, using: WireCoding.makeDecoder()).token),
            json: GatherResultRequest(score: try #require(GatherScore(teamA: 3, teamB: 1))))
        #expect(ended.status == .ok)
        await firstPage.waitForTitle("Players · Football Gather")
        await secondPage.waitForTitle("Players · Football Gather")
        for page in [firstPage, secondPage] {
            await page.waitForText(HTML.escape("The match ended on another device: Team A 3\u{A0}:\u{A0}1 Team B."))
            await page.waitForText(#"id="dialog-title">Match ended<"#)
        }

        try await app.asyncShutdown()
    }
}
