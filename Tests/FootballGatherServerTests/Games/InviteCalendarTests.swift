import FootballGatherAPI
import Foundation
import Testing
import Vapor
import VaporTesting

@testable import FootballGatherServer

@Suite("A game in the phone's calendar: /games/<link>.ics")
struct InviteCalendarTests {
    @Test("The event has the start, an end, the place and the link, in lines of at most 75 octets")
    func event() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            var body = GameRoutesTests.request()
            body.place = "Parc Herăstrău, pitch 3; behind the café — bring a ball and water, please, and be on time"
            body.note = "Line one\nLine two"
            let game = try api.decode(
                GameResponse.self, from: try await api.send(.POST, APIPath.games, token: token, json: body))
            let response = try await api.send(
                .GET, GamePath.calendar(game.inviteToken), headers: ["Host": "football.example.org"])
            #expect(response.status == .ok)
            #expect(response.headers.first(name: .contentType) == "text/calendar; charset=utf-8")
            let text = response.body.string
            #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
            #expect(text.hasSuffix("END:VEVENT\r\nEND:VCALENDAR\r\n"))
            #expect(text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
            let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
            #expect(unfolded.contains("DTSTART:\(InviteCalendar.utc(game.startsAt))\r\n"))
            #expect(unfolded.contains(#"LOCATION:Parc Herăstrău\, pitch 3\; behind the café"#))
            #expect(unfolded.contains(#"DESCRIPTION:Line one\nLine two\n\nAnswer In"#))
            #expect(unfolded.contains("URL:http://football.example.org/games/\(game.inviteToken)\r\n"))
            #expect(!unfolded.contains(game.id.uuidString))
        }
    }

    @Test("A link that is no game's answers 404; a replaced one 410; any other page passes on")
    func missing() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let game = try api.decode(
                GameResponse.self,
                from: try await api.send(.POST, APIPath.games, token: token, json: GameRoutesTests.request()))
            _ = try await api.send(.POST, APIPath.inviteLink(ofGame: game.id), token: token)
            #expect(try await api.send(.GET, GamePath.calendar(game.inviteToken)).status == .gone)
            #expect(try await api.send(.GET, "/games/not-a-token.ics").status == .notFound)
            #expect(try await api.send(.GET, "/health/live").status == .ok)
        }
    }

    @Test("Folding never splits a character; escaping keeps the text's meaning")
    func folding() {
        let line = "SUMMARY:" + String(repeating: "é", count: 60)
        let folded = InviteCalendar.folded(line)
        #expect(folded.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
        #expect(InviteCalendar.escaped("a,b;c\\d\ne") == #"a\,b\;c\\d\ne"#)
    }
}
