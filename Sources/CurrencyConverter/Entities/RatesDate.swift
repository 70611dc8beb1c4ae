import Foundation

/// When rates were taken: the day of a fixed table, or the moment a live rate was fetched.
public enum RatesDate: Equatable, Sendable {
    /// A day without a time of day, e.g. the bundled table's 2 January 2025.
    case day(year: Int, month: Int, day: Int)
    /// The moment a rate was fetched from the service.
    case moment(Date)

    /// The day written "YYYY-MM-DD", as `rates.json` states it; `nil` for text that is no such day.
    public init?(isoDay text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard parts.count == 3, text.count == 10 else { return nil }
        let components = DateComponents(
            calendar: Self.calendar, timeZone: TimeZone(identifier: "UTC"), year: parts[0], month: parts[1],
            day: parts[2])
        guard components.isValidDate else { return nil }
        self = .day(year: parts[0], month: parts[1], day: parts[2])
    }

    /// "2 January 2025" for a day; "26 November 2026 at 09:30" for a moment, as a clock in
    /// `timeZone` shows it (day, month name, year and 24-hour time, in English).
    public func text(in timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Self.calendar
        switch self {
        case .day(let year, let month, let day):
            return "\(day) \(formatter.monthSymbols[month - 1]) \(year)"
        case .moment(let date):
            formatter.timeZone = timeZone
            formatter.dateFormat = "d MMMM yyyy 'at' HH:mm"
            return formatter.string(from: date)
        }
    }

    private static let calendar = Calendar(identifier: .gregorian)
}
