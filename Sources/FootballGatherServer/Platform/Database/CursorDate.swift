import Foundation

/// A stored date as a page cursor names it: whole microseconds since 2001, exact on both
/// databases (the server rounds the dates it stores to whole microseconds).
struct CursorDate: Codable, Equatable {
    var microseconds: Int64

    /// The dates a cursor may name: from 2000 to the end of 9999, as the databases store them. A
    /// client writes its own cursor, and a date far outside would not bind (on PostgreSQL the
    /// driver's conversion of it to microseconds since 2000 overflows).
    static let microsecondsRange: ClosedRange<Int64> = -31_622_400_000_000...252_423_993_599_999_999

    init(_ date: Date) {
        microseconds = Int64((date.timeIntervalSinceReferenceDate * 1e6).rounded())
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        microseconds = try container.decode(Int64.self)
        guard Self.microsecondsRange.contains(microseconds) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a date from 2000 to 9999")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(microseconds)
    }

    /// The date to compare stored values with, equal to the stored one this names. SQLite
    /// compares the floating-point seconds the driver binds, the same as stored for a date on a
    /// whole microsecond; PostgreSQL's driver truncates a date to whole microseconds when binding
    /// it, so there the date sits a quarter microsecond past (a `Date` resolves about a tenth of
    /// one).
    func bound(onPostgreSQL: Bool) -> Date {
        Date(timeIntervalSinceReferenceDate: (Double(microseconds) + (onPostgreSQL ? 0.25 : 0)) / 1e6)
    }
}
