import FootballGatherAPI
import Foundation

/// How games are written on every screen that shows them.
enum GameText {
    /// When a game starts, in its own time zone and the user's language: "Thu, 26 Nov 2026, 19:00".
    @MainActor static func when(_ date: Date, timeZone identifier: String) -> String {
        var style = Date.FormatStyle.dateTime.weekday(.abbreviated).day().month(.abbreviated).year().hour().minute()
        style.timeZone = TimeZone(identifier: identifier) ?? .current
        return date.formatted(style)
    }

    /// How full a game is: "3 of 10 in", then " · 2 waiting" when anyone waits.
    static func fill(inCount: Int, capacity: Int, waiting: Int) -> String {
        "\(inCount) of \(capacity) in" + (waiting > 0 ? " · \(waiting) waiting" : "")
    }

    /// A cost per head with up to two decimals and no currency: "5", "4.50" (any amount a server
    /// sends, even one far past what ours allows, is written without trapping).
    static func cost(_ amount: Double) -> String {
        amount.rounded() == amount && amount.magnitude < 1e15 ? String(Int(amount)) : String(format: "%.2f", amount)
    }
}
