import Foundation
import Testing
import Vapor

@testable import VIPERKitWeb

@Suite("Event allowance: a tab's events are counted from the first frame on", .timeLimit(.minutes(1)))
struct EventAllowanceTests {
    @Test("Events sent before the page arrived still count against the tab's allowance")
    func eventsBeforeThePage() async throws {
        let limits = WebSocketLimits(eventBurst: 3, eventsPerSecond: 0.1)
        try await withCounterFrontEnd(limits: limits) { frontEnd, port, cookie in
            let started = ContinuousClock.now
            let notices = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: "tab-early-1", cookie: cookie)
                for _ in 0..<40 { try socket.sendText(#"{"type":"action","action":"increment"}"#) }
                var notices: [String] = []
                while notices.isEmpty, let frame = try socket.readFrame() {
                    let text = String(decoding: frame.payload, as: UTF8.self)
                    if text.contains(#""type":"notice""#) { notices.append(text) }
                }
                try socket.send(opcode: 0x8, [0x03, 0xE8])
                _ = try socket.closeCode { if $0.contains(#""type":"notice""#) { notices.append($0) } }
                return notices
            }
            let seconds = (ContinuousClock.now - started).components.seconds + 1
            let (count, dropped) = await MainActor.run {
                let tab = frontEnd.sessions.tab(browserID: cookie, tabID: "tab-early-1")
                return ((tab?.navigator.visibleView as? CounterView)?.count ?? -1, tab?.droppedEvents ?? -1)
            }
            #expect(notices.count == 1)
            #expect(count >= 1)
            #expect(count <= 3 + Int(Double(seconds) * 0.1 + 1), "burst 3, then one every 10 s")
            #expect(count + dropped == 40, "every event was handled or counted as dropped")
        }
    }
}
