import Foundation
import Testing
import VIPERKit

@testable import VIPERKitWeb

@Suite("The page's outbox: numbered events applied once each, in order, and acknowledged", .timeLimit(.minutes(2)))
struct OutboxDeliveryTests {
    @Test("Events apply in order and are acknowledged; one sent again is acknowledged again, never applied twice")
    func duplicatesAcknowledgedNotApplied() async throws {
        try await withCounterFrontEnd { frontEnd, port, cookie in
            let tabID = "tab-outbox-1"
            let acknowledged = try await RawWebSocket.run {
                let page = try OutboxPage(port: port, tab: tabID, cookie: cookie, from: 1)
                for number in 1...3 { try page.send(number, #""type":"action","action":"increment""#) }
                try page.waitForAcknowledgement(of: 3)
                try page.send(2, #""type":"action","action":"increment""#)
                try page.send(3, #""type":"action","action":"increment""#)
                try page.waitForAcknowledgement(of: 3, again: true)
                return page.acknowledgements
            }
            #expect(await frontEnd.count(browserID: cookie, tabID: tabID) == 3)
            #expect(acknowledged.last == 3)
        }
    }

    @Test("The acknowledgement rides on the page rendered once the event's work is done: no message of its own")
    func acknowledgementOnThePage() async throws {
        try await withCounterFrontEnd { _, port, cookie in
            let texts = try await RawWebSocket.run {
                // The first page, then the increment's page with its acknowledgement.
                let page = try OutboxPage(port: port, tab: "tab-outbox-ride", cookie: cookie, from: 1)
                try page.send(1, #""type":"action","action":"increment""#)
                var texts: [String] = []
                while !texts.contains(where: { $0.contains(#""ack":1"#) }), let text = try page.socket.nextText() {
                    texts.append(text)
                }
                return texts + (try page.socket.textsUntilQuiet(.milliseconds(200)))
            }
            #expect(texts.contains { $0.contains(#""ack":1"#) && $0.contains(#""type":"patch""#) })
            // The only acknowledgement of its own is the one at connecting (nothing applied yet).
            #expect(!texts.contains { $0.contains(#""type":"ack""#) && $0.contains(#""n":1"#) })
        }
    }

    @Test("A missing number: the later events wait, the page is asked to send again from it, then all apply in order")
    func gapAskedAgain() async throws {
        try await withCounterFrontEnd { frontEnd, port, cookie in
            let tabID = "tab-outbox-2"
            let resends = try await RawWebSocket.run {
                let page = try OutboxPage(port: port, tab: tabID, cookie: cookie, from: 1)
                try page.send(1, #""type":"action","action":"increment""#)
                try page.send(3, #""type":"action","action":"increment""#)
                try page.waitForResend()
                try page.send(2, #""type":"action","action":"increment""#)
                try page.send(3, #""type":"action","action":"increment""#)
                try page.waitForAcknowledgement(of: 3)
                return page.resends
            }
            #expect(resends == [2])
            #expect(await frontEnd.count(browserID: cookie, tabID: tabID) == 3)
        }
    }

    @Test("After a reconnect the page is told at once what was applied; what it sends again is not applied twice")
    func reconnectAcknowledgesApplied() async throws {
        try await withCounterFrontEnd { frontEnd, port, cookie in
            let tabID = "tab-outbox-3"
            try await RawWebSocket.run {
                let page = try OutboxPage(port: port, tab: tabID, cookie: cookie, from: 1)
                for number in 1...2 { try page.send(number, #""type":"action","action":"increment""#) }
                try page.waitForAcknowledgement(of: 2)
            }
            let tab = try #require(await frontEnd.sessions.tab(browserID: cookie, tabID: tabID))
            await tab.untilDisconnected()
            let first = try await RawWebSocket.run {
                // This page never heard of 2 being applied: its outbox starts at 2.
                let page = try OutboxPage(port: port, tab: tabID, cookie: cookie, from: 2)
                try page.waitForAcknowledgement(of: 2)
                try page.send(2, #""type":"action","action":"increment""#)
                try page.send(3, #""type":"action","action":"increment""#)
                try page.waitForAcknowledgement(of: 3)
                return page.acknowledgements.first
            }
            #expect(first == 2)
            #expect(await frontEnd.count(browserID: cookie, tabID: tabID) == 3)
        }
    }

    @Test(
        "An event sent while the screen loads waits for it instead of being lost; Escape goes ahead and ends the loading"
    )
    func waitsForLoadingScreen() async throws {
        try await withCounterFrontEnd { frontEnd, port, cookie in
            let tabID = "tab-outbox-4"
            try await RawWebSocket.run {
                let page = try OutboxPage(port: port, tab: tabID, cookie: cookie, from: 1)
                try page.send(1, #""type":"action","action":"slow-load","value":"200""#)
                try page.send(2, #""type":"action","action":"increment""#)
                try page.waitForAcknowledgement(of: 2)
            }
            #expect(await frontEnd.count(browserID: cookie, tabID: tabID) == 1)

            let started = ContinuousClock.now
            try await RawWebSocket.run {
                let page = try OutboxPage(port: port, tab: tabID, cookie: cookie, from: 3)
                try page.send(3, #""type":"action","action":"slow-load","value":"20000""#)
                try page.send(4, #""type":"action","action":"increment""#)
                try page.send(5, #""type":"key","key":"Escape""#)
                try page.waitForAcknowledgement(of: 5)
            }
            #expect(ContinuousClock.now - started < .seconds(10))
            #expect(await frontEnd.count(browserID: cookie, tabID: tabID) == 2)
        }
    }

    @Test("The work an event starts runs under its origin: the same for the same tab and number, after a restart too")
    func origins() async throws {
        try await withCounterFrontEnd { frontEnd, port, cookie in
            let tabID = "tab-outbox-5"
            try await RawWebSocket.run {
                let page = try OutboxPage(port: port, tab: tabID, cookie: cookie, from: 7)
                try page.send(7, #""type":"action","action":"record-origin""#)
                try page.send(8, #""type":"action","action":"record-origin""#)
                try page.waitForAcknowledgement(of: 8)
            }
            let tab = try #require(await frontEnd.sessions.tab(browserID: cookie, tabID: tabID))
            let recorded = await MainActor.run { (tab.navigator.visibleView as? CounterView)?.origins ?? [] }
            let expected = await [tab.origin(ofEvent: 7), tab.origin(ofEvent: 8)]
            #expect(recorded == expected)
            #expect(expected[0] != expected[1])
            #expect(expected.allSatisfy { $0.hasPrefix("web-") && !$0.contains(tabID) })

            let rebuilt = try #require(await frontEnd.sessions.tab(browserID: cookie, tabID: tabID))
            #expect(await rebuilt.origin(ofEvent: 7) == expected[0])
        }
    }

    @Test("Past the allowance the page is asked to send again later, and every event applies exactly once")
    func refusedEventsSentAgain() async throws {
        let limits = WebSocketLimits(eventBurst: 5, eventsPerSecond: 40)
        try await withCounterFrontEnd(limits: limits) { frontEnd, port, cookie in
            let tabID = "tab-outbox-6"
            let resends = try await RawWebSocket.run {
                let page = try OutboxPage(port: port, tab: tabID, cookie: cookie, from: 1)
                try page.deliver(1...30) { _ in #""type":"action","action":"increment""# }
                return page.resends
            }
            #expect(!resends.isEmpty)
            #expect(await frontEnd.count(browserID: cookie, tabID: tabID) == 30)
        }
    }

    @Test("A tab holds at most its bound of events waiting for a screen; a page at another address is answered at once")
    func waitingBoundedPerTab() async throws {
        let limits = WebSocketLimits(eventBurst: 5_000, eventsPerSecond: 5_000, addressEventBurst: 5_000)
        try await withCounterFrontEnd(limits: limits) { frontEnd, port, cookie in
            let otherCookie = try #require(await frontEnd.sessions.registerBrowser(clientAddress: "127.0.0.2"))
            let total = PageEvents.maximumWaiting + 200
            let flooding = try await RawWebSocket.run {
                let page = try OutboxPage(port: port, tab: "tab-waiting-flood", cookie: cookie, from: 1)
                // A slow machine takes a while to go through so many events.
                page.socket.waitForEachRead(upTo: 60)
                try page.send(1, #""type":"action","action":"slow-load","value":"60000""#)
                for number in 2...total { try page.send(number, #""type":"action","action":"increment""#) }
                try page.waitForResend()
                return page
            }
            let flooded = try #require(await frontEnd.sessions.tab(browserID: cookie, tabID: "tab-waiting-flood"))
            let waiting = await MainActor.run { flooded.pageEvents.waitingCount }
            let answered = try await RawWebSocket.run {
                let page = try OutboxPage(
                    port: port, tab: "tab-other-address", cookie: otherCookie, from: 1, source: "127.0.0.2")
                try page.send(1, #""type":"action","action":"increment""#)
                try page.waitForAcknowledgement(of: 1)
                return page.acknowledgements.last
            }
            _ = flooding

            #expect(waiting <= PageEvents.maximumWaiting)
            #expect(flooding.resends.isEmpty == false)
            #expect(answered == 1)
            #expect(await frontEnd.count(browserID: otherCookie, tabID: "tab-other-address") == 1)
        }
    }

    @Test("A skip moves past numbers the page gave up; a placeholder counts its number and applies nothing")
    func skips() async throws {
        try await withCounterFrontEnd { frontEnd, port, cookie in
            let tabID = "tab-outbox-7"
            try await RawWebSocket.run {
                let page = try OutboxPage(port: port, tab: tabID, cookie: cookie, from: 1)
                try page.socket.sendText(#"{"type":"skip","through":5}"#)
                try page.send(6, #""type":"skip""#)
                try page.send(7, #""type":"action","action":"increment""#)
                try page.waitForAcknowledgement(of: 7)
            }
            #expect(await frontEnd.count(browserID: cookie, tabID: tabID) == 1)
        }
    }

    @Test("A malformed numbered event counts its number, so the ones after it still apply")
    func malformedCountsItsNumber() async throws {
        try await withCounterFrontEnd { frontEnd, port, cookie in
            let tabID = "tab-outbox-8"
            try await RawWebSocket.run {
                let page = try OutboxPage(port: port, tab: tabID, cookie: cookie, from: 1)
                try page.send(1, #""type":"teleport""#)
                try page.send(2, #""type":"action","action":"increment""#)
                try page.waitForAcknowledgement(of: 2)
            }
            #expect(await frontEnd.count(browserID: cookie, tabID: tabID) == 1)
        }
    }
}

/// A page with an outbox, as `viperkit.js` is, over a raw socket: it sends numbered events and
/// reads the server's acknowledgements and requests to send again.
final class OutboxPage: @unchecked Sendable {
    // @unchecked: used from one thread at a time, inside one RawWebSocket.run.
    let socket: RawWebSocket
    private(set) var acknowledgements: [Int] = []
    private(set) var resends: [Int] = []
    private var pendingResend: (from: Int, after: Int)?

    init(port: Int, tab: String, cookie: String, from: Int, source: String = "127.0.0.1") throws {
        socket = try RawWebSocket(port: port, tab: tab, cookie: cookie, source: source, query: "&from=\(from)")
    }

    /// Sends event `number` whose other keys are `fields` (`"type":"action",…`).
    func send(_ number: Int, _ fields: String) throws {
        try socket.sendText("{\(fields),\"n\":\(number)}")
    }

    /// Reads until the server acknowledges `number` (or a later one); with `again`, until it
    /// acknowledges it once more.
    func waitForAcknowledgement(of number: Int, again: Bool = false) throws {
        let before = acknowledgements.filter { $0 >= number }.count
        while acknowledgements.filter({ $0 >= number }).count <= (again ? before : 0) {
            try readOne()
        }
    }

    /// Reads until the server asks for a resend.
    func waitForResend() throws {
        let before = resends.count
        while resends.count == before { try readOne() }
    }

    /// Sends `numbers` as the page does: again from where the server asks, after the wait it
    /// asks for, until the last is acknowledged.
    func deliver(_ numbers: ClosedRange<Int>, fields: (Int) -> String) throws {
        for number in numbers { try send(number, fields(number)) }
        while acknowledgements.last.map({ $0 < numbers.upperBound }) ?? true {
            try readOne()
            if let resend = pendingResend {
                pendingResend = nil
                Thread.sleep(forTimeInterval: Double(resend.after) / 1000)
                for number in resend.from...numbers.upperBound { try send(number, fields(number)) }
            }
        }
    }

    private struct Control: Decodable {
        var type: String
        var n: Int?
        var from: Int?
        var after: Int?
        var ack: Int?
    }

    private func readOne() throws {
        guard let text = try socket.nextText() else { throw RawWebSocket.Failure(description: "closed") }
        guard let control = try? JSONDecoder().decode(Control.self, from: Data(text.utf8)) else { return }
        if control.type == "ack", let number = control.n { acknowledgements.append(number) }
        // A page rendered once the work was done carries its acknowledgement.
        if control.type == "page" || control.type == "patch", let number = control.ack {
            acknowledgements.append(number)
        }
        if control.type == "resend", let from = control.from {
            resends.append(from)
            pendingResend = (from, control.after ?? 0)
        }
    }
}
