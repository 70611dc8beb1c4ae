import Foundation
import Testing
import VIPERKit
import VIPERKitTesting

@testable import VIPERKitWeb

@Suite("Browsers a stranger can start: bounded per address, expired when unused, renewed at login")
@MainActor
struct BrowserLimitsTests {
    let app = CounterApp()
    let time = ManualTime()

    private func sessions(_ limits: WebSessions<CounterApp>.Limits = .init()) -> WebSessions<CounterApp> {
        WebSessions(app: app, limits: limits, now: { [time] in time.now })
    }

    @Test("An address starts a burst of browsers, then one per interval; another address is not held back")
    func admissionPerAddress() {
        let sessions = sessions(.init(newBrowsersPerAddress: 3, newBrowserInterval: .seconds(10)))
        let first = (0..<4).map { _ in sessions.admitBrowser(from: "203.0.113.1") }
        #expect(first == [nil, nil, nil, .seconds(10)])
        #expect(sessions.admitBrowser(from: "203.0.113.2") == nil)
        time.advance(by: .seconds(4))
        #expect(sessions.admitBrowser(from: "203.0.113.1") == .seconds(6))
        time.advance(by: .seconds(6))
        #expect(sessions.admitBrowser(from: "203.0.113.1") == nil)
        #expect(sessions.admitBrowser(from: "203.0.113.1") != nil)
    }

    @Test("The addresses counted are bounded: past the limit the ones that lost nothing are forgotten first")
    func admissionIsBounded() {
        var admission = BrowserAdmission(burst: 2, interval: .seconds(10), capacity: 100)
        let start = ContinuousClock.now
        for index in 0..<1_000 {
            _ = admission.admit("198.51.100.\(index)", at: start + .seconds(index))
        }
        #expect(admission.trackedAddresses <= 100)
        #expect(admission.admit("198.51.100.999", at: start + .seconds(999)) == nil)
        #expect(admission.admit("198.51.100.999", at: start + .seconds(999)) != nil)
    }

    @Test("A browser that never opened a tab goes after minutes; one that did is kept for the idle timeout")
    func unusedBrowsersExpire() throws {
        let sessions = sessions(.init(idleTimeout: .seconds(3600), unusedBrowserTimeout: .seconds(300)))
        let unused = try #require(sessions.registerBrowser())
        let used = try #require(sessions.registerBrowser())
        let connection = RecordingConnection()
        let tab = try #require(sessions.connect(browserID: used, tabID: "tab-00001", connection: connection))
        sessions.disconnect(tab, connection: connection)
        time.advance(by: .seconds(301))
        sessions.removeIdle()
        #expect(!sessions.knowsBrowser(unused))
        #expect(sessions.knowsBrowser(used))
        time.advance(by: .seconds(3300))
        sessions.removeIdle()
        #expect(!sessions.knowsBrowser(used))
        #expect(app.browsersMade == 1)
    }

    @Test("An address holds a bounded number of browsers: its newest releases its least recently used, idle ones first")
    func browsersPerAddress() throws {
        let sessions = sessions(.init(maximumBrowsersPerAddress: 2))
        let connected = try #require(sessions.registerBrowser(clientAddress: "203.0.113.1"))
        _ = try #require(sessions.connect(browserID: connected, tabID: "tab-00001", connection: RecordingConnection()))
        time.advance(by: .seconds(1))
        let idle = try #require(sessions.registerBrowser(clientAddress: "203.0.113.1"))
        let neighbour = try #require(sessions.registerBrowser(clientAddress: "203.0.113.2"))
        time.advance(by: .seconds(1))

        let third = try #require(sessions.registerBrowser(clientAddress: "203.0.113.1"))
        #expect([connected, idle, neighbour, third].map(sessions.knowsBrowser) == [true, false, true, true])
        _ = try #require(sessions.connect(browserID: third, tabID: "tab-00002", connection: RecordingConnection()))
        time.advance(by: .seconds(1))
        let fourth = try #require(sessions.registerBrowser(clientAddress: "2001:db8::7", addressKey: "203.0.113.1"))
        #expect([connected, third, fourth].map(sessions.knowsBrowser) == [false, true, true])
        #expect(sessions.browserCount == 3)
    }

    @Test(
        "The tabs of one client address share an allowance of events above each tab's: many tabs do not multiply it, another address keeps its own"
    )
    func eventsPerAddress() throws {
        let sessions = sessions(.init(idleTimeout: .seconds(60)))
        let limits = WebSocketLimits(
            eventBurst: 5, eventsPerSecond: 0.1, addressEventBurst: 8, addressEventsPerSecond: 0.1)
        var pages: [(WebTab, RecordingConnection)] = []
        func gate(_ browser: String, _ tabID: String) throws -> EventGate {
            let connection = RecordingConnection()
            let tab = try #require(sessions.connect(browserID: browser, tabID: tabID, connection: connection))
            pages.append((tab, connection))
            return sessions.events(of: tab, browserID: browser, limits: limits)
        }
        let first = try #require(sessions.registerBrowser(clientAddress: "203.0.113.1"))
        let second = try #require(sessions.registerBrowser(clientAddress: "203.0.113.1"))
        let elsewhere = try #require(sessions.registerBrowser(clientAddress: "203.0.113.2"))
        let start = ContinuousClock.now
        func admitted(_ gate: EventGate, _ count: Int) -> Int {
            (0..<count).count { _ in gate.admit(at: start) }
        }

        let firstTab = try gate(first, "tab-00001")
        #expect(admitted(firstTab, 5) == 5)
        let secondTab = try gate(second, "tab-00002")
        #expect(admitted(secondTab, 5) == 3)
        #expect(secondTab.dropped == 2)
        #expect(admitted(try gate(elsewhere, "tab-00003"), 5) == 5)
        // The same tab again (a reload) keeps the allowance it had.
        #expect(try gate(first, "tab-00001") === firstTab)
        #expect(sessions.addressesWithEventAllowance == 2)

        for (tab, connection) in pages { sessions.disconnect(tab, connection: connection) }
        time.advance(by: .seconds(120))
        sessions.removeIdle()
        time.advance(by: .seconds(120))
        sessions.removeIdle()
        #expect(sessions.browserCount == 0)
        #expect(sessions.addressesWithEventAllowance == 0)
    }

    @Test(
        "With every browser's page open, a newcomer makes the address holding the most give one up; when none holds more than its share, it is refused"
    )
    func fullOfOpenPages() throws {
        let sessions = sessions(.init(maximumBrowsers: 4))
        func openBrowser(from address: String) throws -> String {
            let browser = try #require(sessions.registerBrowser(clientAddress: address))
            _ = try #require(
                sessions.connect(
                    browserID: browser, tabID: "tab-\(browser.prefix(8))", connection: RecordingConnection()))
            time.advance(by: .seconds(1))
            return browser
        }
        let heavy = try (0..<3).map { _ in try openBrowser(from: "203.0.113.1") }
        let light = try openBrowser(from: "203.0.113.2")

        let newcomer = try openBrowser(from: "203.0.113.3")
        #expect(heavy.map(sessions.knowsBrowser) == [false, true, true])
        #expect(sessions.knowsBrowser(light) && sessions.knowsBrowser(newcomer))
        let another = try openBrowser(from: "203.0.113.4")
        #expect(heavy.map(sessions.knowsBrowser) == [false, false, true])
        #expect(sessions.knowsBrowser(another))
        // One each: nobody holds two more than a newcomer would.
        #expect(sessions.registerBrowser(clientAddress: "203.0.113.5") == nil)
        #expect(sessions.registerBrowser(clientAddress: "203.0.113.1") == nil)
        #expect(sessions.browserCount == 4)
    }

    @Test("The tab limit holds when every tab is connected: the least recently used one is closed and released")
    func tabLimitWithConnectedTabs() throws {
        let sessions = sessions(.init(maximumTabsPerBrowser: 2))
        let browser = try #require(sessions.registerBrowser())
        let connections = (0..<3).map { _ in RecordingConnection() }
        for (index, connection) in connections.enumerated() {
            _ = try #require(sessions.connect(browserID: browser, tabID: "tab-0000\(index)", connection: connection))
            time.advance(by: .seconds(1))
        }
        #expect(sessions.tabCount == 2)
        #expect(connections.map(\.closeCode) == [WebSocketCloseCode.tooManyTabs, nil, nil])
    }

    @Test("A renewed browser id forgets the old one; its pages get a code that works once, for a minute")
    func renewal() async throws {
        let sessions = sessions()
        let browser = try #require(sessions.registerBrowser(clientAddress: "203.0.113.5"))
        let connection = RecordingConnection()
        _ = try #require(sessions.connect(browserID: browser, tabID: "tab-00001", connection: connection))
        let handle = try #require(app.handles.first)
        #expect(handle.clientAddress == "203.0.113.5")

        handle.renewID()
        for _ in 0..<100 where connection.messages.isEmpty { await Task.yield() }
        guard case .renewSession(let code) = try #require(connection.messages.first) else {
            Issue.record("expected a renewal code, got \(connection.messages)")
            return
        }
        #expect(!sessions.knowsBrowser(browser))
        let renewed = try #require(sessions.redeemRenewal(code))
        #expect(sessions.knowsBrowser(renewed))
        #expect(sessions.redeemRenewal(code) == nil)
        let reconnected = RecordingConnection()
        #expect(sessions.connect(browserID: renewed, tabID: "tab-00001", connection: reconnected) != nil)

        handle.renewID()
        for _ in 0..<100 where reconnected.messages.isEmpty { await Task.yield() }
        guard case .renewSession(let late) = try #require(reconnected.messages.first) else { return }
        time.advance(by: .seconds(61))
        #expect(sessions.redeemRenewal(late) == nil)
    }

    @Test("A connecting page updates the browser's address, which the app reads from its handle")
    func addressFollowsTheBrowser() throws {
        let sessions = sessions()
        let browser = try #require(sessions.registerBrowser(clientAddress: "203.0.113.5"))
        _ = sessions.connect(
            browserID: browser, tabID: "tab-00001", connection: RecordingConnection(), clientAddress: "198.51.100.7")
        #expect(app.handles.first?.clientAddress == "198.51.100.7")
    }
}
