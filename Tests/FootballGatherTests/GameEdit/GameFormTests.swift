import FootballGatherAPI
import FootballGatherTestSupport
import Foundation
import Testing

@testable import FootballGather

@Suite("Game form rules")
struct GameFormTests {
    static let filled = GameForm(
        values: [
            .date: "2026-11-26", .time: "19:00", .timeZone: "Europe/London", .place: "Hackney Marshes",
            .capacity: "10", .note: "", .cost: "",
        ],
        repeatsWeekly: false)

    @Test(
        "the capacity is a whole number from 2 to 50",
        arguments: [("1", false), ("2", true), ("50", true), ("51", false), ("ten", false), (" 12 ", true)])
    func capacity(text: String, isAccepted: Bool) {
        var form = Self.filled
        form[.capacity] = text
        #expect((form.problem(with: .capacity) == nil) == isAccepted)
    }

    @Test(
        "the cost per head is empty or an amount up to 10000 with at most two decimals",
        arguments: [
            ("", true), ("0", true), ("4.5", true), ("4,50", true), ("10000", true), ("10000.01", false),
            ("4.505", false), ("-1", false), ("£5", false), (".5", false), ("5.", false),
        ])
    func cost(text: String, isAccepted: Bool) {
        var form = Self.filled
        form[.cost] = text
        #expect((form.problem(with: .cost) == nil) == isAccepted)
    }

    @Test("a place over 120 characters and a note over 500 are refused, naming the field")
    func lengths() {
        var form = Self.filled
        form[.place] = String(repeating: "a", count: 121)
        form[.note] = String(repeating: "n", count: 501)
        #expect(form.problem(with: .place) == "The place must be at most 120 characters long.")
        #expect(form.problem(with: .note) == "The note must be at most 500 characters long.")
        #expect(form.request(answersOpen: true) == nil)
    }

    @Test("a game's own form round-trips: the same request comes back")
    func roundTrip() throws {
        let game = GameFixtures.thursday
        let request = try #require(GameForm(game).request(answersOpen: game.answersOpen))
        #expect(
            request
                == GameRequest(
                    startsAt: game.startsAt, timeZone: game.timeZone, place: game.place, capacity: game.capacity,
                    note: game.note, costPerHead: game.costPerHead, repeatsWeekly: game.repeatsWeekly,
                    answersOpen: game.answersOpen))
    }
}
