import FootballGather
import FootballGatherServer
import FootballGatherTestSupport
import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGatherWeb
@testable import FootballGatherWebHosting
@testable import VIPERKitWeb

@Suite("Browsers and tabs against the real API: the login is the browser's, the screens the tab's")
@MainActor
struct BrowserSessionTests {
    @Test("A login renews the browser id; another tab of that browser starts logged in, another browser at Login")
    func loginPerBrowser() async throws {
        let api = try await EmbeddedServer.start(
            configuration: ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4))
        let sessions = WebSessions(app: FootballGatherWebApp(api: .remote { api.baseURL }))
        let browser = try #require(sessions.registerBrowser())

        let firstPage = PageRecorder()
        let first = try #require(sessions.connect(browserID: browser, tabID: "tab-first", connection: firstPage))
        await firstPage.waitForTitle("Log in · Football Gather")
        first.navigator.handle(.input(name: "username", value: "tab-user"))
        first.navigator.handle(.input(name: "password", value: "pitch-side-1"))
        first.navigator.handle(.action("register", value: nil))
        await firstPage.waitForTitle("Players · Football Gather")

        // The login renewed the browser's id: the one from before is worth nothing now.
        let code = await firstPage.waitForRenewal()
        #expect(!sessions.knowsBrowser(browser))
        let renewed = try #require(sessions.redeemRenewal(code))
        #expect(sessions.redeemRenewal(code) == nil)
        #expect(sessions.connect(browserID: browser, tabID: "tab-second", connection: PageRecorder()) == nil)

        let secondPage = PageRecorder()
        _ = try #require(sessions.connect(browserID: renewed, tabID: "tab-second", connection: secondPage))
        await secondPage.waitForTitle("Players · Football Gather")

        let otherBrowser = try #require(sessions.registerBrowser())
        let otherPage = PageRecorder()
        _ = try #require(sessions.connect(browserID: otherBrowser, tabID: "tab-first", connection: otherPage))
        await otherPage.waitForTitle("Log in · Football Gather")
        #expect(otherPage.last?.html.rendered.contains("tab-user") == false)

        await api.stop()
    }

    @Test("A browser's services write a new game in the time zone its page reported, the server's until then")
    func browsersTimeZone() throws {
        let zone = try #require(TimeZone(identifier: "Pacific/Auckland"))
        #expect(zone != TimeZone.current)
        let app = FootballGatherWebApp(api: .remote { URL(string: "http://127.0.0.1:9")! })
        let handle = WebBrowserHandle(clientAddress: "127.0.0.1")
        let browser = app.makeBrowser(handle)
        #expect(browser.dependencies.timeZone == TimeZone.current)

        handle.update(timeZone: zone)

        #expect(browser.dependencies.timeZone == zone)
    }

    @Test(
        "A login with Remember me outlives the front end: after a restart the cookie opens its tabs logged in, with its username remembered, until it logs out"
    )
    func loginOutlivesARestart() async throws {
        let api = try await EmbeddedServer.start(
            configuration: ServerConfiguration(database: .sqliteInMemory, passwordHashCost: 4))
        let vault = DatabaseBrowserVault(logins: api.browserLogins)
        let before = WebSessions(app: FootballGatherWebApp(api: .remote { api.baseURL }), vault: vault)
        let page = PageRecorder()
        let first = try #require(before.registerBrowser())
        let tab = try #require(before.connect(browserID: first, tabID: "tab-first", connection: page))
        await page.waitForTitle("Log in · Football Gather")
        tab.navigator.handle(.input(name: "username", value: "kept-user"))
        tab.navigator.handle(.input(name: "password", value: "pitch-side-1"))
        tab.navigator.handle(.action("register", value: nil))
        await page.waitForTitle("Players · Football Gather")
        let browser = try #require(before.redeemRenewal(await page.waitForRenewal()))
        await before.vaultWritesEnded()

        // A restart: a new front end on the same database, the same cookie.
        let after = WebSessions(app: FootballGatherWebApp(api: .remote { api.baseURL }), vault: vault)
        #expect(await after.restoreBrowser(browser))
        let restoredPage = PageRecorder()
        let restored = try #require(after.connect(browserID: browser, tabID: "tab-first", connection: restoredPage))
        await restoredPage.waitForTitle("Players · Football Gather")
        await restoredPage.waitForText("You have no players yet.")

        restored.navigator.handle(.action("logout", value: nil))
        await restoredPage.waitForTitle("Log in · Football Gather")
        // Login's first page is its state before the first render; the remembered username follows.
        await restoredPage.waitForText("kept-user")
        #expect(restoredPage.last?.html.rendered.contains(#"value="kept-user""#) == true)
        await after.vaultWritesEnded()
        let again = WebSessions(app: FootballGatherWebApp(api: .remote { api.baseURL }), vault: vault)
        #expect(await !again.restoreBrowser(browser))

        await api.stop()
    }
}
