import Foundation
import Testing
import Vapor

@testable import VIPERKitWeb

@Suite("WebSocket limits: message size, event rate, a page that stops reading", .timeLimit(.minutes(2)))
struct WebSocketLimitsTests {
    @Test("Continuation frames whose total passes the limit close the socket with 1009 before the message is used")
    func fragmentedMessageTooLarge() async throws {
        try await withCounterFrontEnd { frontEnd, port, cookie in
            let code = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: "tab-big-1", cookie: cookie)
                _ = try socket.nextText()
                let part =
                    Array(#"{"type":"action","action":"increment","pad":""#.utf8) + Array(repeating: 120, count: 3000)
                try socket.send(opcode: 0x1, part, fin: false)
                for _ in 0..<3 { try? socket.send(opcode: 0x0, Array(repeating: 120, count: 3000), fin: false) }
                try? socket.send(opcode: 0x0, Array(#""}"#.utf8), fin: true)
                return try socket.closeCode()
            }
            #expect(code == 1009)
            #expect(await frontEnd.count(browserID: cookie, tabID: "tab-big-1") == 0)
        }
    }

    @Test("One frame past the limit closes the socket with 1009")
    func frameTooLarge() async throws {
        try await withCounterFrontEnd { frontEnd, port, cookie in
            let code = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: "tab-big-2", cookie: cookie)
                _ = try socket.nextText()
                try socket.send(opcode: 0x1, Array(repeating: 120, count: 9000))
                return try socket.closeCode()
            }
            #expect(code == 1009)
        }
    }

    @Test("Events within the limits work: a tap, and typing a 4 KiB value in fragments")
    func withinLimits() async throws {
        try await withCounterFrontEnd { frontEnd, port, cookie in
            let pages = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: "tab-fine-1", cookie: cookie)
                var reader = PageReader()
                _ = try reader.read(try socket.nextText() ?? "")
                let value = String(repeating: "é", count: 2000)
                let event = Array(#"{"type":"input","name":"note","value":"\#(value)"}"#.utf8)
                try socket.send(opcode: 0x1, Array(event[0..<3000]), fin: false)
                try socket.send(opcode: 0x0, Array(event[3000...]), fin: true)
                try socket.sendText(#"{"type":"action","action":"increment"}"#)
                return try reader.read(try socket.nextText() ?? "")?.html ?? ""
            }
            #expect(pages.contains("Hello: 1<"))
        }
    }

    @Test("A flood of events: the excess is dropped and counted, the page is told once, the screen sees the allowance")
    func eventFlood() async throws {
        let limits = WebSocketLimits(eventBurst: 5, eventsPerSecond: 2)
        try await withCounterFrontEnd(limits: limits) { frontEnd, port, cookie in
            let tabID = "tab-flood-1"
            let started = ContinuousClock.now
            let socket = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: tabID, cookie: cookie)
                _ = try socket.nextText()
                for _ in 0..<60 { try socket.sendText(#"{"type":"action","action":"increment"}"#) }
                return socket
            }
            let first = try await RawWebSocket.run {
                var texts: [String] = []
                while !texts.contains(where: { $0.contains(#""type":"notice""#) }), let text = try socket.nextText() {
                    texts.append(text)
                }
                for _ in 0..<30 { try socket.sendText(#"{"type":"action","action":"increment"}"#) }
                return texts
            }
            let tab = try #require(await frontEnd.sessions.tab(browserID: cookie, tabID: tabID))
            let rest = try await RawWebSocket.run { try socket.textsUntilQuiet(.milliseconds(300)) }
            // Closing the socket ends the connection once every event sent before it was handled or dropped.
            try await RawWebSocket.run { try socket.send(opcode: 0x8, [0x03, 0xE8]) }
            await tab.untilDisconnected()
            let elapsed = Double((ContinuousClock.now - started).components.seconds) + 1
            let notices = (first + rest).compactMap {
                try? JSONDecoder().decode([String: String].self, from: Data($0.utf8))
            }
            .filter { $0["type"] == "notice" }
            let count = await frontEnd.count(browserID: cookie, tabID: tabID)

            #expect(notices == [["type": "notice", "text": WebFrontEnd<CounterApp>.overAllowanceNotice]])
            #expect(count + (await tab.droppedEvents) == 90)
            #expect(count >= 5)
            #expect(count <= 5 + Int(elapsed * 2))
        }
    }

    @Test("A page that stops reading holds at most one page back; its socket is closed, its tab kept for the reconnect")
    func pageThatStopsReading() async throws {
        let limits = WebSocketLimits(eventBurst: 500, unwritableTimeout: .milliseconds(300))
        try await withCounterFrontEnd(limits: limits, greeting: String(repeating: "x", count: 200_000)) {
            frontEnd, port, cookie in
            let tabID = "tab-stalled-1"
            // The first page is read whole, so the tab is bound, and its sender is taken while the
            // connection is still the tab's (the tab lets go of it once the server closes the
            // socket); then the page stops reading. The server may close the socket before the
            // last events are sent (when this thread is held up past the timeout); the events
            // sent by then are the ones that count.
            let socket = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: tabID, cookie: cookie, receiveBuffer: 4096)
                _ = try socket.nextText()
                return socket
            }
            let tab = try #require(await frontEnd.sessions.tab(browserID: cookie, tabID: tabID))
            let sender = try #require(await MainActor.run { (tab.connection as? SocketConnection)?.sender })
            try await RawWebSocket.run {
                for _ in 0..<100 {
                    guard (try? socket.sendText(#"{"type":"action","action":"increment"}"#)) != nil else { break }
                }
            }
            await tab.untilDisconnected()
            let (heldAtMost, outstandingAtMost) = await MainActor.run {
                (sender.hasHeldPage ? 1 : 0, sender.mostOutstandingWrites)
            }

            #expect(await tab.isConnected == false)
            #expect(heldAtMost == 1)
            #expect(outstandingAtMost == 1)
            #expect(await frontEnd.sessions.tabCount == 1)
            let count = await frontEnd.count(browserID: cookie, tabID: tabID)
            let page = try await RawWebSocket.run {
                _ = socket
                let again = try RawWebSocket(port: port, tab: tabID, cookie: cookie)
                return try again.nextText() ?? ""
            }
            #expect(count > 0)
            #expect(page.contains(": \(count)<"))
        }
    }

    @Test("A flood of events from one address leaves a page at another address answered at once")
    func floodFromOneAddressSparesAnother() async throws {
        let limits = WebSocketLimits(eventBurst: 5, eventsPerSecond: 2)
        try await withCounterFrontEnd(limits: limits) { frontEnd, port, cookie in
            let otherCookie = try #require(await frontEnd.sessions.registerBrowser(clientAddress: "127.0.0.2"))
            let flooding = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: "tab-flooding", cookie: cookie)
                _ = try socket.nextText()
                for _ in 0..<200 { try socket.sendText(#"{"type":"action","action":"increment"}"#) }
                return socket
            }
            let page = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: "tab-other", cookie: otherCookie, source: "127.0.0.2")
                var reader = PageReader()
                _ = try reader.read(try socket.nextText() ?? "")
                try socket.sendText(#"{"type":"action","action":"increment"}"#)
                return try reader.read(try socket.nextText() ?? "")?.html ?? ""
            }
            _ = flooding

            #expect(page.contains(": 1<"))
            #expect(await frontEnd.count(browserID: otherCookie, tabID: "tab-other") == 1)
            let flooded = try #require(await frontEnd.sessions.tab(browserID: cookie, tabID: "tab-flooding"))
            #expect(await flooded.droppedEvents > 0)
        }
    }
}
