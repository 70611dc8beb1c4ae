import FootballGatherAPI
import Foundation

/// What the organiser typed in the GameEdit form, judged by the games' rules (``GameRules``)
/// before anything is sent; each refusal is a sentence naming the field at fault.
struct GameForm: Equatable, Sendable {
    /// The text of each field; a missing one is empty.
    var values: [GameEditField: String]
    var repeatsWeekly: Bool

    /// A new game's form: tomorrow at 19:00 in `timeZone`, for 10 players.
    static func new(now: Date, timeZone: TimeZone) -> GameForm {
        let tomorrow = now.addingTimeInterval(24 * 60 * 60)
        return GameForm(
            values: [
                .date: day(of: tomorrow, in: timeZone), .time: "19:00", .timeZone: timeZone.identifier,
                .capacity: "10",
            ],
            repeatsWeekly: false)
    }

    /// `game` as its form shows it, in the game's own time zone.
    init(_ game: GameResponse) {
        let zone = TimeZone(identifier: game.timeZone) ?? .current
        values = [
            .date: Self.day(of: game.startsAt, in: zone), .time: Self.time(of: game.startsAt, in: zone),
            .timeZone: game.timeZone, .place: game.place, .capacity: String(game.capacity), .note: game.note ?? "",
            .cost: game.costPerHead.map(GameText.cost) ?? "",
        ]
        repeatsWeekly = game.repeatsWeekly
    }

    init(values: [GameEditField: String], repeatsWeekly: Bool) {
        self.values = values
        self.repeatsWeekly = repeatsWeekly
    }

    subscript(field: GameEditField) -> String {
        get { values[field] ?? "" }
        set { values[field] = newValue }
    }

    /// Why `field` cannot be saved; `nil` when it can.
    /// - Parameter after: when given, the game must start after it (a new game).
    func problem(with field: GameEditField, after earliest: Date? = nil) -> String? {
        switch field {
        case .date:
            let dayExists = timeComponents == nil || zone == nil || startsAt != nil
            guard dateComponents != nil, dayExists else { return "The date must be a day written as 2026-11-26." }
            if let earliest, let start = startsAt, start <= earliest {
                return "The date and time must be later than now."
            }
            return nil
        case .time:
            return timeComponents == nil ? "The time must be a time of day written as 19:00." : nil
        case .timeZone:
            return zone == nil ? "The time zone must be a name such as Europe/London." : nil
        case .place:
            let count = trimmed(.place).count
            if count == 0 { return "The place must not be empty." }
            return count > GameRules.placeLength.upperBound
                ? "The place must be at most \(GameRules.placeLength.upperBound) characters long." : nil
        case .capacity:
            guard capacity == nil else { return nil }
            let range = GameRules.capacity
            return "The capacity must be a whole number of players from \(range.lowerBound) to \(range.upperBound)."
        case .note:
            return trimmed(.note).count > GameRules.noteLength.upperBound
                ? "The note must be at most \(GameRules.noteLength.upperBound) characters long." : nil
        case .cost:
            guard cost == nil else { return nil }
            return "The cost per head must be an amount from 0 to 10000 with at most two decimals, or empty."
        }
    }

    /// The request to send, or `nil` while a field has a problem.
    func request(answersOpen: Bool, after earliest: Date? = nil) -> GameRequest? {
        guard GameEditField.allCases.allSatisfy({ problem(with: $0, after: earliest) == nil }), let startsAt,
            let zone, let capacity, let cost
        else { return nil }
        let note = trimmed(.note)
        return GameRequest(
            startsAt: startsAt, timeZone: zone.identifier, place: trimmed(.place), capacity: capacity,
            note: note.isEmpty ? nil : note, costPerHead: cost, repeatsWeekly: repeatsWeekly,
            answersOpen: answersOpen)
    }

    /// When the game starts, from its date, time and time zone; `nil` while one of them is not valid.
    var startsAt: Date? {
        guard let day = dateComponents, let time = timeComponents, let zone else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(
            year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute)
        guard let date = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day], from: date)
                == DateComponents(year: day.year, month: day.month, day: day.day)
        else { return nil }
        return date
    }

    private func trimmed(_ field: GameEditField) -> String {
        self[field].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private var zone: TimeZone? {
        let name = trimmed(.timeZone)
        return name.isEmpty ? nil : TimeZone(identifier: name)
    }

    private var capacity: Int? {
        guard let number = Int(trimmed(.capacity)), GameRules.capacity.contains(number) else { return nil }
        return number
    }

    /// The cost per head: `.some(nil)` when empty, `nil` when not an amount the rules accept.
    private var cost: Double?? {
        let text = trimmed(.cost).replacingOccurrences(of: ",", with: ".")
        if text.isEmpty { return .some(nil) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            !parts[0].isEmpty, parts.count == 1 || (1...2).contains(parts[1].count), let amount = Double(text),
            GameRules.costPerHead.contains(amount)
        else { return nil }
        return .some(amount)
    }

    private var dateComponents: (year: Int, month: Int, day: Int)? {
        let parts = trimmed(.date).split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
            (2000...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return (year, month, day)
    }

    private var timeComponents: (hour: Int, minute: Int)? {
        let parts = trimmed(.time).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    /// "2026-11-26": `date`'s day in `zone`.
    static func day(of date: Date, in zone: TimeZone) -> String {
        let parts = components(of: date, in: zone)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// "19:00": `date`'s time of day in `zone`.
    static func time(of date: Date, in zone: TimeZone) -> String {
        let parts = components(of: date, in: zone)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    private static func components(of date: Date, in zone: TimeZone) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }
}
