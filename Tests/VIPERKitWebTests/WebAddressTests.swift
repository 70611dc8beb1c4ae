import Foundation
import Testing
import VIPERKit
import Vapor
import VaporTesting

@testable import VIPERKitWeb

@MainActor
@Suite(
    "Addresses: a tab opened, reloaded or moved by Back and Forward shows the screen its address names",
    .timeLimit(.minutes(1)))
struct WebAddressTests {
    let app = BookApp()
    let sessions: WebSessions<BookApp>
    let connection = RecordingConnection()

    init() {
        sessions = WebSessions(app: app)
    }

    private func connect(at path: String, browser: String? = nil, tab: String = "tab-0001") async throws -> WebTab {
        let browserID = try #require(browser ?? sessions.registerBrowser())
        let tab = try #require(
            sessions.connect(browserID: browserID, tabID: tab, connection: connection, at: Route(path: path)))
        await tab.walksEnded()
        return tab
    }

    @Test("A new tab opened at an address walks there from the first screen; its page lists every screen's address")
    func opensAtAddress() async throws {
        let tab = try await connect(at: "/pages/3")
        #expect(tab.navigator.stack.count == 3)
        await waitUntilPage(lists: ["/pages/1", "/pages/2", "/pages/3"])
        #expect(connection.pages.first?.addresses == ["/pages/1"])
    }

    @Test("The browser's Back to an address below goes back screen by screen; Forward walks up again")
    func backAndForward() async throws {
        let tab = try await connect(at: "/pages/3")
        #expect(tab.handle(.navigate("/pages/1")))
        await tab.walksEnded()
        #expect(tab.navigator.routes.map(\.path) == ["/pages/1"])
        #expect(tab.handle(.navigate("/pages/2")))
        await tab.walksEnded()
        #expect(tab.navigator.routes.map(\.path) == ["/pages/1", "/pages/2"])
    }

    @Test("Pages sent while a navigation is walked carry the number of the one before; only its end carries its own")
    func numberedNavigations() async throws {
        let tab = try await connect(at: "/pages/3")
        await waitUntilPage(lists: ["/pages/1", "/pages/2", "/pages/3"])
        let before = connection.pages.count
        #expect(tab.handle(.navigate("/pages/1", sequence: 4)))
        await tab.walksEnded()
        await connection.changes.wait { [connection] in connection.pages.last?.navigation == 4 }
        let sent = connection.pages.dropFirst(before)
        #expect(sent.filter { $0.navigation == 4 }.allSatisfy { $0.addresses == ["/pages/1"] })
        #expect(sent.filter { $0.navigation != 4 }.allSatisfy { $0.navigation == 0 })
        #expect(!tab.handle(.navigate("nowhere", sequence: 5)))
        await connection.changes.wait { [connection] in connection.pages.last?.navigation == 5 }
        #expect(connection.pages.last?.addresses == ["/pages/1"])
    }

    @Test("A burst of 200 navigations from one page walks one at a time, and the latest wins")
    func burstOfNavigations() async throws {
        let tab = try await connect(at: "/pages/1")
        for number in 1...200 {
            #expect(tab.handle(.navigate("/pages/\(number % 5 + 1)", sequence: number)))
        }
        await tab.walksEnded()
        #expect(tab.navigator.routes.last?.path == "/pages/1")
        #expect(tab.navigator.stack.count == 1)
        #expect(!tab.isWalking)
    }

    @Test("An address past what exists shows the nearest screen, and a notice says why")
    func nearestScreen() async throws {
        let tab = try await connect(at: "/pages/9")
        #expect(tab.navigator.routes.map(\.path) == ["/pages/1"])
        #expect(connection.messages == [.notice("This book has 5 pages.")])
    }

    @Test("Signed out, the gate shows first; once past it, the address asked for opens")
    func afterTheGate() async throws {
        app.entersAtOnce = false
        let tab = try await connect(at: "/pages/2")
        #expect(tab.navigator.routes.map(\.path) == ["/gate"])
        #expect(tab.handle(.action("enter", value: nil)))
        await tab.tasks.waitUntilIdle()
        await tab.walksEnded()
        #expect(tab.navigator.routes.map(\.path) == ["/pages/1", "/pages/2"])
    }

    @Test("A reload at the address the tab shows keeps its screens; a malformed address changes nothing")
    func reloadAndMalformed() async throws {
        let browserID = try #require(sessions.registerBrowser())
        let tab = try await connect(at: "/pages/2", browser: browserID)
        let screens = tab.navigator.stack.map(ObjectIdentifier.init)
        _ = try await connect(at: "/pages/2", browser: browserID)
        #expect(tab.navigator.stack.map(ObjectIdentifier.init) == screens)
        await waitUntilPage(lists: ["/pages/1", "/pages/2"])
        let sent = connection.pages.count
        #expect(!tab.handle(.navigate("pages/1")))
        await connection.changes.wait { [connection] in connection.pages.count > sent }
        #expect(tab.navigator.stack.map(ObjectIdentifier.init) == screens)
        #expect(connection.pages.last?.addresses == ["/pages/1", "/pages/2"])
    }

    /// Waits until the last page sent lists `addresses`.
    private func waitUntilPage(lists addresses: [String]) async {
        await connection.changes.wait { [connection] in connection.pages.last?.addresses == addresses }
    }
}

@Suite("Addresses over HTTP: the page is served under the app's routes, and only there")
struct WebAddressServingTests {
    @Test("Any path under the app's route roots serves the page; other paths are 404")
    func servesPageUnderRoutes() async throws {
        let application = try await Application.make(.testing)
        application.logger.logLevel = .critical
        do {
            let frontEnd = WebFrontEnd(
                app: await BookApp(), configuration: .init(allowedHosts: try AllowedHosts(parsing: "book.test")))
            try frontEnd.register(on: application)
            for path in ["/gate", "/pages", "/pages/3", "/pages/3/notes/x"] {
                try await application.testing().test(.GET, path, headers: ["Host": "book.test"]) { response in
                    #expect(response.status == .ok, "\(path)")
                    #expect(response.headers.contentType == .html)
                    #expect(response.body.string.contains("/assets/viperkit.js"))
                }
            }
            for path in ["/elsewhere", "/gates"] {
                try await application.testing().test(.GET, path, headers: ["Host": "book.test"]) { response in
                    #expect(response.status == .notFound, "\(path)")
                }
            }
        } catch {
            try await application.asyncShutdown()
            throw error
        }
        try await application.asyncShutdown()
    }
}

@Suite("Addresses over the WebSocket: navigations count against the page's allowance", .timeLimit(.minutes(1)))
struct WebAddressFloodTests {
    @Test("A flood of navigations from one address leaves a page at another address walked at once")
    func floodFromOneAddressSparesAnother() async throws {
        let limits = WebSocketLimits(eventBurst: 5, eventsPerSecond: 2)
        try await withFrontEnd(serving: await BookApp(), limits: limits) { frontEnd, port, cookie in
            let otherCookie = try #require(await frontEnd.sessions.registerBrowser(clientAddress: "127.0.0.2"))
            let flooding = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: "tab-flooding", cookie: cookie)
                _ = try socket.nextText()
                for number in 1...200 {
                    try socket.sendText(#"{"type":"navigate","value":"/pages/\#(number % 5 + 1)","seq":\#(number)}"#)
                }
                return socket
            }
            let answer: PageReader.Page? = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: "tab-other", cookie: otherCookie, source: "127.0.0.2")
                var reader = PageReader()
                _ = try reader.read(try socket.nextText() ?? "")
                try socket.sendText(#"{"type":"navigate","value":"/pages/3","seq":1}"#)
                while let text = try socket.nextText() {
                    if let page = try reader.read(text), page.navigation == 1 { return page }
                }
                return nil
            }
            _ = flooding

            #expect(answer?.addresses == ["/pages/1", "/pages/2", "/pages/3"])
            let flooded = try #require(await frontEnd.sessions.tab(browserID: cookie, tabID: "tab-flooding"))
            #expect(await flooded.droppedEvents > 0)
        }
    }
}
