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
        try await withApp(on: .sqlite, adjust: { $0.publicURL = "https://football.example.org" }) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            var body = GameRoutesTests.request()
            body.place = "Parc Herăstrău, pitch 3; behind the café — bring a ball and water, please, and be on time"
            body.note = "Line one\nLine two"
            let game = try api.decode(
                GameResponse.self, from: try await api.send(.POST, APIPath.games, token: token, json: body))
            let response = try await api.send(
                .GET, GamePath.calendar(game.inviteToken), headers: ["Host": "evil.example"])
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
            #expect(unfolded.contains("URL:https://football.example.org/games/\(game.inviteToken)\r\n"))
            #expect(!text.contains("evil.example"))
            #expect(!unfolded.contains(game.id.uuidString))
        }
    }

    @Test("Without a public address the event names no link, whatever the request's Host says")
    func hostIgnored() async throws {
        try await withApp(on: .sqlite) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            let game = try api.decode(
                GameResponse.self,
                from: try await api.send(.POST, APIPath.games, token: token, json: GameRoutesTests.request()))
            for headers: HTTPHeaders in [
                ["Host": "evil.example"], ["Host": "evil.example", "X-Forwarded-Host": "evil.example"],
            ] {
                let response = try await api.send(.GET, GamePath.calendar(game.inviteToken), headers: headers)
                #expect(response.status == .ok)
                let text = response.body.string
                #expect(!text.contains("evil.example"))
                #expect(!text.contains("\r\nURL:"))
                #expect(text.contains("END:VEVENT\r\n"))
            }
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

    @Test(
        "A weekly game's event repeats every week at its local time in its zone; a one-off game's does not",
        arguments: TestDatabase.all)
    func weekly(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            func calendar(repeatsWeekly: Bool) async throws -> (game: GameResponse, lines: [String]) {
                let body = GameRoutesTests.request(repeatsWeekly: repeatsWeekly)
                let game = try api.decode(
                    GameResponse.self, from: try await api.send(.POST, APIPath.games, token: token, json: body))
                let text = try await api.send(.GET, GamePath.calendar(game.inviteToken)).body.string
                #expect(Self.lines(of: text).allSatisfy { $0.count <= 75 })
                let lines = Self.lines(of: Self.unfolded(text)).map { String(decoding: $0, as: UTF8.self) }
                return (game, lines)
            }

            let weekly = try await calendar(repeatsWeekly: true)
            #expect(weekly.lines.filter { $0.hasPrefix("RRULE") } == ["RRULE:FREQ=WEEKLY"])
            let zone = try #require(TimeZone(identifier: "Europe/Bucharest"))
            let start = "DTSTART;TZID=Europe/Bucharest:" + InviteCalendar.local(weekly.game.startsAt, in: zone)
            #expect(weekly.lines.contains(start))
            #expect(weekly.lines.contains { $0.hasPrefix("DTEND;TZID=Europe/Bucharest:") })
            // RFC 5545 asks for the zone a TZID names, before the event, with its offsets.
            let zoneStart = try #require(weekly.lines.firstIndex(of: "BEGIN:VTIMEZONE"))
            #expect(weekly.lines[zoneStart + 1] == "TZID:Europe/Bucharest")
            #expect(zoneStart < weekly.lines.firstIndex(of: "BEGIN:VEVENT") ?? 0)
            #expect(weekly.lines.contains("TZOFFSETTO:+0300") && weekly.lines.contains("TZOFFSETTO:+0200"))

            let once = try await calendar(repeatsWeekly: false)
            #expect(!once.lines.contains { $0.hasPrefix("RRULE") })
            #expect(!once.lines.contains("BEGIN:VTIMEZONE"))
            #expect(once.lines.contains("DTSTART:\(InviteCalendar.utc(once.game.startsAt))"))
        }
    }

    @Test("A weekly game's local time is its zone's wall clock, summer and winter")
    func localTime() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Bucharest"))
        // 17:30 UTC is 20:30 in Bucharest's summer (+3) and 19:30 in its winter (+2).
        #expect(InviteCalendar.local(Date(timeIntervalSince1970: 1_935_855_000), in: zone) == "20310506T203000")
        #expect(InviteCalendar.local(Date(timeIntervalSince1970: 1_920_907_800), in: zone) == "20301114T193000")
    }

    @Test("Folding never splits a character; escaping keeps the text's meaning")
    func folding() {
        let line = "SUMMARY:" + String(repeating: "é", count: 60)
        let folded = InviteCalendar.folded(line)
        #expect(Self.lines(of: folded).allSatisfy { $0.count <= 75 })
        #expect(Array(Self.unfolded(folded).utf8) == Array(line.utf8))
        #expect(InviteCalendar.escaped("a,b;c\\d\ne") == #"a\,b\;c\\d\ne"#)
    }

    @Test("A character longer than a line is folded between its scalars, never inside one")
    func longCharacter() {
        let line = "LOCATION:" + "e" + String(repeating: "\u{301}", count: 100) + " ⚽️"
        let folded = InviteCalendar.folded(line)
        let lines = Self.lines(of: folded)
        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 75 })
        #expect(lines.dropFirst().allSatisfy { $0.first == 0x20 })
        #expect(lines.allSatisfy { String(validating: $0, as: UTF8.self) != nil })
        #expect(Array(Self.unfolded(folded).utf8) == Array(line.utf8))
    }

    @Test(
        "A place and a note of multi-byte characters come in lines of at most 75 octets that unfold to the text",
        arguments: TestDatabase.all)
    func multiByte(database: TestDatabase) async throws {
        try await withApp(on: database) { app in
            let api = TestAPI(app: app)
            let token = try await api.signUp()
            var body = GameRoutesTests.request()
            body.place =
                String(repeating: "Ελληνικό γήπεδο ⚽️ ", count: 6) + "e" + String(repeating: "\u{301}", count: 60)
            body.note = String(repeating: "Φέρτε νερό 🥤 και μπάλα ⚽️ ", count: 17) + "日本語のメモ"
            let game = try api.decode(
                GameResponse.self, from: try await api.send(.POST, APIPath.games, token: token, json: body))
            let response = try await api.send(.GET, GamePath.calendar(game.inviteToken))
            #expect(response.status == .ok)
            let text = response.body.string
            #expect(Self.lines(of: text).allSatisfy { $0.count <= 75 })
            let lines = Self.lines(of: Self.unfolded(text)).map { String(decoding: $0, as: UTF8.self) }
            #expect(lines.contains("LOCATION:" + game.place))
            #expect(lines.contains { $0.hasPrefix("DESCRIPTION:" + (game.note ?? "-") + "\\n\\nAnswer In") })
        }
    }

    /// The lines of `text` as octets, each without its CRLF.
    static func lines(of text: String) -> [[UInt8]] {
        var lines: [[UInt8]] = [[]]
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            if byte == 0x0D, bytes.first == 0x0A {
                bytes.removeFirst()
                lines.append([])
            } else {
                lines[lines.count - 1].append(byte)
            }
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `text` unfolded as RFC 5545 says, octet by octet: every CRLF followed by a space removed.
    static func unfolded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var kept: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if index + 2 < bytes.count, bytes[index] == 0x0D, bytes[index + 1] == 0x0A, bytes[index + 2] == 0x20 {
                index += 3
            } else {
                kept.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
