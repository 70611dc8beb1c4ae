import CurrencyConverter
import Foundation
import Testing

@Suite("Dates of rates")
struct RatesDateTests {
    @Test("a table's day is read from \"YYYY-MM-DD\" and written with the month's name")
    func day() throws {
        let day = try #require(RatesDate(isoDay: "2025-01-02"))

        #expect(day == .day(year: 2025, month: 1, day: 2))
        #expect(day.text(in: TimeZone(identifier: "Pacific/Kiritimati")!) == "2 January 2025")
        #expect(RatesDate(isoDay: "2024-12-31")?.text(in: .current) == "31 December 2024")
    }

    @Test("text that is no day is no date")
    func notADay() {
        for text in ["", "2025-1-2", "2025-02-30", "2025-13-01", "02-01-2025", "2025-01-02T00:00", "yyyy-mm-dd"] {
            #expect(RatesDate(isoDay: text) == nil, "\(text)")
        }
    }

    @Test("a moment is written with the day, the month's name, the year and the 24-hour time in the time zone given")
    func moment() {
        let date = ISO8601DateFormatter().date(from: "2026-11-25T18:00:00Z")!

        #expect(RatesDate.moment(date).text(in: TimeZone(identifier: "UTC")!) == "25 November 2026 at 18:00")
        #expect(
            RatesDate.moment(date).text(in: TimeZone(identifier: "America/New_York")!) == "25 November 2026 at 13:00")
    }

    @Test("the bundled table is dated 2 January 2025; a live service has no table date")
    func serviceDates() throws {
        #expect(try TableRatesService.bundled().tableDate == .day(year: 2025, month: 1, day: 2))
        #expect(HTTPRatesService(url: URL(string: "https://rates.example")!).tableDate == nil)
    }
}
