import Foundation

/// Writes the wire types' JSON straight into bytes: the same bytes ``WireCoding/makeEncoder()``
/// produces for the same values (keys sorted, `null` for what is absent, ISO 8601 dates in UTC to
/// the second, strings escaped per RFC 8259 as Foundation escapes them, `/` included), without
/// `Encodable`'s dynamic dispatch. The list routes, the API's largest answers, write with it; the
/// `Codable` conformances stay for clients and tests, which compare the two.
public struct WireJSONWriter {
    /// What was written so far.
    public private(set) var bytes: [UInt8] = []

    /// - Parameter capacity: the bytes to reserve (a guess of the size).
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: Wire types

    /// `[` each of `items` written by `write`, separated by commas `]`.
    /// Inlinable, so that a caller in another module gets a copy specialized for its items
    /// rather than generic code that looks their types up for every element.
    @inlinable
    public mutating func array<Items: Sequence>(_ items: Items, _ write: (inout Self, Items.Element) -> Void) {
        append(UInt8(ascii: "["))
        var isFirst = true
        for item in items {
            if !isFirst { append(UInt8(ascii: ",")) }
            isFirst = false
            write(&self, item)
        }
        append(UInt8(ascii: "]"))
    }

    @usableFromInline
    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// A player, as ``PlayerResponse`` encodes.
    public mutating func player(_ player: PlayerResponse) {
        raw("{\"age\":")
        optional(player.age) { $0.int($1) }
        raw(",\"favouriteTeam\":")
        optional(player.favouriteTeam) { $0.string($1) }
        raw(",\"id\":")
        uuid(player.id)
        raw(",\"name\":")
        string(player.name)
        raw(",\"preferredPosition\":")
        optional(player.preferredPosition?.rawValue) { $0.string($1) }
        raw(",\"skill\":")
        optional(player.skill?.rawValue) { $0.string($1) }
        bytes.append(UInt8(ascii: "}"))
    }

    /// A gather with its players, as ``GatherResponse`` encodes.
    public mutating func gather(_ gather: GatherResponse) {
        self.gather(
            id: gather.id, createdAt: gather.createdAt, score: gather.score, winnerTeam: gather.winnerTeam,
            players: gather.players
        ) { $0.gatherPlayer($1) }
    }

    /// A gather whose players `write` writes, one for each of `players` (with ``gatherPlayer(_:)``
    /// or ``gatherPlayer(playerJSON:team:)``): the bytes ``gather(_:)`` writes for a
    /// ``GatherResponse`` with these fields and players. Inlinable, as ``array(_:_:)`` is.
    @inlinable
    public mutating func gather<Players: Sequence>(
        id: UUID, createdAt: Date, score: String?, winnerTeam: GatherWinner?, players: Players,
        _ write: (inout Self, Players.Element) -> Void
    ) {
        raw("{\"createdAt\":")
        date(createdAt)
        raw(",\"id\":")
        uuid(id)
        raw(",\"players\":")
        array(players, write)
        raw(",\"score\":")
        if let score { string(score) } else { null() }
        raw(",\"winnerTeam\":")
        if let winnerTeam { string(winnerTeam.rawValue) } else { null() }
        append(UInt8(ascii: "}"))
    }

    /// One player of a gather, as ``GatherPlayerResponse`` encodes.
    public mutating func gatherPlayer(_ entry: GatherPlayerResponse) {
        raw("{\"player\":")
        player(entry.player)
        raw(",\"team\":")
        string(entry.team.rawValue)
        bytes.append(UInt8(ascii: "}"))
    }

    /// One player of a gather, the player's JSON (`playerJSON`) written before by ``player(_:)``:
    /// a gather's page writes each of its players once, however many gathers they played in.
    public mutating func gatherPlayer(playerJSON: ArraySlice<UInt8>, team: GatherTeam) {
        raw("{\"player\":")
        bytes.append(contentsOf: playerJSON)
        raw(",\"team\":")
        string(team.rawValue)
        bytes.append(UInt8(ascii: "}"))
    }

    // MARK: Values

    /// `text` as a JSON string: `"` and `\` escaped, `/` as `\/`, the control characters as
    /// `\b \f \n \r \t` or `\u00XX`; everything else as its UTF-8 bytes.
    public mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        let utf8 = text.utf8
        if !utf8.contains(where: Self.needsEscape) {
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "/"): raw("\\/")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `value` in decimal.
    public mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        decimal(value.magnitude, minimumDigits: 1)
    }

    /// `id` as its upper-case string, in quotes.
    public mutating func uuid(_ id: UUID) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "\""), count: 38))
        bytes.withUnsafeMutableBufferPointer { id.writeUppercaseText(into: $0, at: start + 1) }
    }

    /// `date` as `"2026-11-26T10:00:00Z"`: UTC, the second it falls in (years 1 to 9999).
    public mutating func date(_ date: Date) {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let day = secondOfDay < 0 ? days - 1 : days
        let second = secondOfDay < 0 ? secondOfDay + 86_400 : secondOfDay
        let (year, month, dayOfMonth) = Self.civil(daysSince1970: day)
        bytes.append(UInt8(ascii: "\""))
        digits(Int(year), count: 4)
        bytes.append(UInt8(ascii: "-"))
        digits(month, count: 2)
        bytes.append(UInt8(ascii: "-"))
        digits(dayOfMonth, count: 2)
        bytes.append(UInt8(ascii: "T"))
        digits(Int(second / 3600), count: 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(second / 60 % 60), count: 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(second % 60), count: 2)
        raw("Z\"")
    }

    /// `null`.
    public mutating func null() {
        raw("null")
    }

    // MARK: Helpers

    private static let hexDigits = Array("0123456789abcdef".utf8)

    @usableFromInline
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `value` written by `write`, or `null`.
    private mutating func optional<Value>(_ value: Value?, _ write: (inout Self, Value) -> Void) {
        guard let value else { return null() }
        write(&self, value)
    }

    /// `value` (not negative) with leading zeros to at least `count` digits.
    private mutating func digits(_ value: Int, count: Int) {
        decimal(UInt(value), minimumDigits: count)
    }

    /// `value` in decimal, with leading zeros to at least `minimumDigits` digits.
    private mutating func decimal(_ value: UInt, minimumDigits: Int) {
        var digitCount = 1
        var limit: UInt = 10
        while digitCount < 20, value >= limit {
            digitCount += 1
            limit = limit.multipliedReportingOverflow(by: 10).overflow ? .max : limit * 10
        }
        let count = max(digitCount, minimumDigits)
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var rest = value
        var position = start + count - 1
        while rest > 0 {
            bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            position -= 1
        }
    }

    /// Whether `byte` is written escaped in a JSON string.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/")
    }

    /// The proleptic Gregorian date `days` after 1 January 1970 (days before it when negative).
    static func civil(daysSince1970 days: Int64) -> (year: Int64, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}
