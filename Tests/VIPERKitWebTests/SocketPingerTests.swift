import Foundation
import Testing
import Vapor

@testable import VIPERKitWeb

@Suite("WebSocket pings: a page that stops answering is cut off, its tab kept", .timeLimit(.minutes(1)))
struct SocketPingerTests {
    @Test("A page that never answers a ping loses its connection outright, with no close frame queued first")
    func unansweredPingClosesChannel() async throws {
        try await withCounterFrontEnd(limits: WebSocketLimits(pingInterval: .milliseconds(150))) {
            frontEnd, port, cookie in
            let (pings, closeCode) = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: "tab-ping-1", cookie: cookie)
                var pings = 0
                while let frame = try socket.readFrame() {
                    if frame.opcode == 0x9 { pings += 1 }
                    if frame.opcode == 0x8 { return (pings, Optional(frame.payload)) }
                }
                return (pings, nil)
            }
            #expect(pings == 1, "one ping, unanswered, then the connection ends")
            #expect(closeCode == nil)
            #expect(await frontEnd.sessions.tabCount == 1)
        }
    }

    @Test("A page that answers every ping stays connected")
    func answeredPingsKeepConnection() async throws {
        // A pong has until the next ping to arrive; 4 s leaves room for a machine busy with the
        // thread sanitizer and every other suite at once (1.5 s was seen to be too short there).
        try await withCounterFrontEnd(limits: WebSocketLimits(pingInterval: .seconds(4))) {
            frontEnd, port, cookie in
            let pings = try await RawWebSocket.run {
                let socket = try RawWebSocket(port: port, tab: "tab-ping-2", cookie: cookie)
                var pings = 0
                while pings < 2, let frame = try socket.readFrame() {
                    if frame.opcode == 0x9 {
                        pings += 1
                        try socket.send(opcode: 0xA, frame.payload)
                    }
                }
                try socket.send(opcode: 0x8, [0x03, 0xE8])
                return pings
            }
            #expect(pings == 2)
        }
    }
}
