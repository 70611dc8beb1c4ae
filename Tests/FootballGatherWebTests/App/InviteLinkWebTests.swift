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

@Suite("A game's invite link in the browser: players answer with no account", .timeLimit(.minutes(1)))
@MainActor
struct InviteLinkWebTests {
    /// A tab of `browser` (a new browser when `nil`) opened at `path` from `address`, with no login.
    static func phone(
        at path: String, in sessions: WebSessions<FootballGatherWebApp>, browser: String? = nil,
        address: String = "127.0.0.2"
    ) throws -> (WebTab, PageRecorder, String) {
        let page = PageRecorder()
        let browser = try browser ?? #require(sessions.registerBrowser())
        let tab = try #require(
            sessions.connect(
                browserID: browser, tabID: "tab-\(UUID().uuidString.prefix(8))", connection: page,
                clientAddress: address, at: Route(path: path)))
        return (tab, page, browser)
    }

    /// An app served with its API, and alice's game for two at Hackney Marshes; returns its invite
    /// page's path.
    static func organisersGame() async throws -> (Application, WebSessions<FootballGatherWebApp>, String) {
        let (app, sessions, game, _) = try await organisersGameAndToken()
        return (app, sessions, game.invitePath)
    }

    /// An app served with its API, alice's game for two at Hackney Marshes, and her session token.
    static func organisersGameAndToken() async throws -> (
        Application, WebSessions<FootballGatherWebApp>, GameResponse, String
    ) {
        let app = try await Application.make(.testing)
        try await configure(app, ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4))
        _ = try await LiveMatchTests.send(
            app, .POST, APIPath.users, json: UserCreateRequest(username: "alice", password: "pitch-side-1"))
        let credentials = Data("alice:pitch-side-1".utf8).base64EncodedString()
        let login = try await LiveMatchTests.send(app, .POST, APIPath.login, basic: credentials)
        let token = try WireCoding.makeDecoder().decode(LoginResponse.self, from: login.body).token
        let created = try await LiveMatchTests.send(
            app, .POST, APIPath.games, token: token,
            json: GameRequest(
                startsAt: Date().addingTimeInterval(7 * 86_400), timeZone: "Europe/London",
                place: "Hackney Marshes", capacity: 2, note: "Bring both shirts"))
        let game = try WireCoding.makeDecoder().decode(GameResponse.self, from: created.body)
        return (app, WebSessions(app: FootballGatherWebApp(api: .inProcess(app))), game, token)
    }

    @Test(
        "Ana answers In on her phone; Ben's open page shows it live; Ben cannot answer as Ana; Ana's browser remembers her"
    )
    func answerLiveAndRemembered() async throws {
        let (app, sessions, path) = try await Self.organisersGame()
        let (ana, anaPage, anaBrowser) = try Self.phone(at: path, in: sessions)
        let (ben, benPage, _) = try Self.phone(at: path, in: sessions, address: "127.0.0.3")
        await anaPage.waitForText("Hackney Marshes")
        await benPage.waitForText("Bring both shirts")
        await app.changeFeed.waitUntil { $0.openWatchers >= 2 }

        ana.navigator.handle(.input(name: "name", value: "Ana"))
        ana.navigator.handle(.action("answer-in", value: nil))
        await anaPage.waitForText("You: Ana — In")
        await benPage.waitForText("In (1 of 2)")

        ben.navigator.handle(.input(name: "name", value: "ana"))
        ben.navigator.handle(.action("answer-maybe", value: nil))
        await benPage.waitForText("Someone already answered as Ana from another browser")

        let (_, anaAgain, _) = try Self.phone(at: path, in: sessions, browser: anaBrowser)
        await anaAgain.waitForText("You: Ana — In")
        #expect(anaAgain.last?.html.rendered.contains("data-action=\"answer-out\"") == true)

        try await app.asyncShutdown()
    }

    @Test("The organiser closing answers takes the buttons off every open page; a new link ends the page")
    func closedThenReplaced() async throws {
        let (app, sessions, game, token) = try await Self.organisersGameAndToken()
        let (_, page, _) = try Self.phone(at: game.invitePath, in: sessions)
        await page.waitForText("data-action=\"answer-in\"")
        await app.changeFeed.waitUntil { $0.openWatchers >= 1 }

        let closed = GameRequest(
            startsAt: game.startsAt, timeZone: game.timeZone, place: game.place, capacity: game.capacity,
            note: game.note, answersOpen: false)
        let put = try await LiveMatchTests.send(app, .PUT, APIPath.game(game.id), token: token, json: closed)
        #expect(put.status == .ok)
        await page.waitForText("Answers to this game are closed: ask the organiser.")
        #expect(page.last?.html.rendered.contains("answer-in") == false)

        let renewed = try await LiveMatchTests.send(app, .POST, APIPath.inviteLink(ofGame: game.id), token: token)
        #expect(renewed.status == .ok)
        await page.waitForText("This invite link was replaced by a newer one: ask the organiser for the new link.")
        #expect(page.last?.html.rendered.contains("Hackney Marshes") == false)

        try await app.asyncShutdown()
    }

    @Test("An address under /games that is no game's link says so, with nothing else on the page")
    func unknownLink() async throws {
        let (app, sessions, _) = try await Self.organisersGame()

        let (_, page, _) = try Self.phone(at: "/games/" + String(repeating: "Q", count: 43), in: sessions)

        await page.waitForText("There is no game at this link.")
        #expect(page.last?.html.rendered.contains("answer-in") == false)
        try await app.asyncShutdown()
    }
}
