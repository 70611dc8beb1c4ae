import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import VIPERKitWeb

/// A time the tests move forward by hand.
final class ManualTime: @unchecked Sendable {
    // @unchecked: `instant` is read and written with `lock` held.
    private let lock = NSLock()
    private var instant = ContinuousClock.now
    var now: ContinuousClock.Instant { lock.withLock { instant } }
    func advance(by duration: Duration) { lock.withLock { instant += duration } }
}

@Suite("Web sessions: a stack per tab, kept across reloads, released when idle")
@MainActor
struct WebSessionsTests {
    let app = CounterApp()
    let time = ManualTime()

    private func sessions(_ limits: WebSessions<CounterApp>.Limits = .init()) -> WebSessions<CounterApp> {
        WebSessions(app: app, limits: limits, now: { [time] in time.now })
    }

    private func counter(of tab: WebTab) -> CounterView? { tab.navigator.visibleScreen as? CounterView }

    @Test("A new tab starts the app; reconnecting the same tab finds the same stack, counted on")
    func reconnect() async throws {
        let sessions = sessions()
        let browser = try #require(sessions.registerBrowser())
        let first = RecordingConnection()
        let tab = try #require(sessions.connect(browserID: browser, tabID: "tab-00001", connection: first))
        #expect(app.startedTabs == ["tab-00001"])
        #expect(first.pages.last?.html.rendered.contains("Hello: 0") == true)
        tab.navigator.handle(.action("increment", value: nil))
        sessions.disconnect(tab, connection: first)

        let second = RecordingConnection()
        let again = try #require(sessions.connect(browserID: browser, tabID: "tab-00001", connection: second))
        #expect(again === tab)
        #expect(app.startedTabs.count == 1)
        #expect(second.pages.first?.html.rendered.contains("Hello: 1") == true)
    }

    @Test("Two tabs of one browser get their own stacks and share the browser's state")
    func twoTabs() throws {
        let sessions = sessions()
        let browser = try #require(sessions.registerBrowser())
        let one = try #require(
            sessions.connect(browserID: browser, tabID: "tab-00001", connection: RecordingConnection()))
        let two = try #require(
            sessions.connect(browserID: browser, tabID: "tab-00002", connection: RecordingConnection()))
        #expect(one !== two)
        #expect(app.browsersMade == 1)
        one.navigator.handle(.action("increment", value: nil))
        #expect(counter(of: one)?.count == 1)
        #expect(counter(of: two)?.count == 0)
    }

    @Test("A page's time zone is taken only when the server knows it by an IANA name of plain characters")
    func timeZoneNames() {
        #expect(WebBrowserHandle.timeZone(named: "Europe/Bucharest")?.identifier == "Europe/Bucharest")
        #expect(WebBrowserHandle.timeZone(named: "America/Port-au-Prince")?.identifier == "America/Port-au-Prince")
        for refused in ["", "Mars/Olympus", "Europe/../../etc", "Europe/London\n", String(repeating: "A", count: 65)] {
            #expect(WebBrowserHandle.timeZone(named: refused) == nil, "\(refused.debugDescription)")
        }
    }

    @Test("A page that connects saying its time zone gives it to its browser's handle")
    func connectWithTimeZone() throws {
        let sessions = sessions()
        let browser = try #require(sessions.registerBrowser())
        let zone = try #require(TimeZone(identifier: "Asia/Kolkata"))

        _ = try #require(
            sessions.connect(browserID: browser, tabID: "tab-00001", connection: RecordingConnection(), timeZone: zone))

        #expect(app.handles.last?.timeZone == zone)
    }

    @Test("An unknown browser, or a malformed tab id, gets no tab")
    func refused() throws {
        let sessions = sessions()
        #expect(sessions.connect(browserID: "forged", tabID: "tab-00001", connection: RecordingConnection()) == nil)
        let browser = try #require(sessions.registerBrowser())
        for tabID in ["short", "has space in it", "<script>x</script>", String(repeating: "a", count: 65)] {
            #expect(sessions.connect(browserID: browser, tabID: tabID, connection: RecordingConnection()) == nil)
        }
        #expect(sessions.tabCount == 0)
    }

    @Test("A second page on the same tab takes it over and the first connection is closed")
    func takeOver() throws {
        let sessions = sessions()
        let browser = try #require(sessions.registerBrowser())
        let old = RecordingConnection()
        let tab = try #require(sessions.connect(browserID: browser, tabID: "tab-00001", connection: old))
        let new = RecordingConnection()
        _ = sessions.connect(browserID: browser, tabID: "tab-00001", connection: new)
        #expect(old.isClosed)
        sessions.disconnect(tab, connection: old)
        #expect(tab.isConnected)
    }

    @Test("A disconnected tab is kept for the idle timeout, then released with its screens")
    func idleExpiry() async throws {
        let sessions = sessions(.init(idleTimeout: .seconds(60)))
        let browser = try #require(sessions.registerBrowser())
        let connection = RecordingConnection()
        let tab = try #require(sessions.connect(browserID: browser, tabID: "tab-00001", connection: connection))
        let view = WeakReference(try #require(counter(of: tab)))
        time.advance(by: .seconds(3600))
        #expect(sessions.removeIdle() == 0, "a connected tab never expires")

        sessions.disconnect(tab, connection: connection)
        time.advance(by: .seconds(59))
        #expect(sessions.removeIdle() == 0)
        time.advance(by: .seconds(2))
        #expect(sessions.removeIdle() == 1)
        #expect(sessions.tabCount == 0)
        #expect(view.isReleased)
        #expect(!sessions.knowsBrowser(browser), "a browser idle as long, with no tab, goes too")
    }

    @Test("Past the tab limit the least recently used disconnected tab makes room")
    func tabLimit() throws {
        let sessions = sessions(.init(maximumTabsPerBrowser: 2))
        let browser = try #require(sessions.registerBrowser())
        let first = RecordingConnection()
        let one = try #require(sessions.connect(browserID: browser, tabID: "tab-00001", connection: first))
        sessions.disconnect(one, connection: first)
        time.advance(by: .seconds(1))
        _ = sessions.connect(browserID: browser, tabID: "tab-00002", connection: RecordingConnection())
        _ = sessions.connect(browserID: browser, tabID: "tab-00003", connection: RecordingConnection())
        #expect(sessions.tabCount == 2)
        #expect(app.startedTabs == ["tab-00001", "tab-00002", "tab-00003"])
    }

    @Test("Past the limit the least recently used browser without a page goes; all pages open refuses newcomers")
    func browserLimit() throws {
        let sessions = sessions(.init(maximumBrowsers: 2))
        let open = try #require(sessions.registerBrowser())
        _ = try #require(sessions.connect(browserID: open, tabID: "tab-00001", connection: RecordingConnection()))
        time.advance(by: .seconds(1))
        let idle = try #require(sessions.registerBrowser())
        time.advance(by: .seconds(1))
        let newcomer = try #require(sessions.registerBrowser())
        #expect(sessions.knowsBrowser(open))
        #expect(!sessions.knowsBrowser(idle))
        #expect(sessions.knowsBrowser(newcomer))
        _ = try #require(sessions.connect(browserID: newcomer, tabID: "tab-00002", connection: RecordingConnection()))
        #expect(sessions.registerBrowser() == nil)
    }

    @Test("Changes are sent once per burst, and an unchanged page is not sent again")
    func coalescedRenders() async throws {
        let sessions = sessions()
        let browser = try #require(sessions.registerBrowser())
        let connection = RecordingConnection()
        let tab = try #require(sessions.connect(browserID: browser, tabID: "tab-00001", connection: connection))
        let before = connection.pages.count
        tab.navigator.handle(.action("increment", value: nil))
        tab.navigator.handle(.action("increment", value: nil))
        tab.navigator.handle(.action("increment", value: nil))
        await tab.tasks.waitUntilIdle()
        await Task.yield()
        #expect(connection.pages.count == before + 1)
        #expect(connection.pages.last?.html.rendered.contains("Hello: 3") == true)
        tab.navigator.setNeedsDisplay()
        await Task.yield()
        #expect(connection.pages.count == before + 1)
    }

    @Test("Browser ids are long random strings; the cookie check accepts only their shape")
    func ids() {
        let id = SessionID.random()
        #expect(id.count == 43)
        #expect(SessionID.isValidBrowserID(id))
        #expect(id != SessionID.random())
        #expect(!SessionID.isValidBrowserID("short"))
        #expect(!SessionID.isValidBrowserID(String(repeating: "é", count: 43)))
    }
}
