import Foundation

/// Where the work under way came from: the user's event that started it, named by its front end
/// (the web front end names each page event by its tab and number), so that a write it causes can
/// carry an id that stays the same when the event is delivered again.
///
/// A front end sets it around handling one event, and every task the handling starts with
/// `Task {}` inherits it:
///
/// ```swift
/// await EventOrigin.$current.withValue("tab-3:17") { await presenter.perform(action) }
/// ```
///
/// Code that makes a write the server should apply once asks ``writeID(for:)`` for its id.
public enum EventOrigin {
    /// The event being handled, as its front end names it; `nil` outside any event (a terminal
    /// key, a timer, a test).
    @TaskLocal public static var current: String?

    /// The most characters a write id has: it fits a match operation's `id` (64 characters of
    /// letters, digits, `.`, `_`, `:` and `-`) and an `Idempotency-Key` (255 visible ASCII).
    public static let maximumIDLength = 64

    /// An id for the next write of `kind` (e.g. `"operation"`, `"player"`) the work under way
    /// makes, for the server to apply that write once however often it is sent.
    ///
    /// Within an event (``current`` set) the id is the event's name, the kind and how many writes
    /// of that kind the event made before in this process plus one: `tab-3:17:operation.1`. The
    /// same event delivered again after a restart makes the same writes with the same ids, and
    /// the server answers them as sent already. An event name that is too long, or holds a
    /// character outside letters, digits, `.`, `_`, `:` and `-`, is replaced by a digest of it.
    /// Outside any event the id is a new UUID.
    ///
    /// The counts are kept for the last ``rememberedEvents`` events; an event delivered again in
    /// the same process after that many others counts from 1 again.
    /// - Returns: 1 to ``maximumIDLength`` characters, each a letter, digit, `.`, `_`, `:` or `-`.
    public static func writeID(for kind: String) -> String {
        guard let origin = current else { return UUID().uuidString }
        let kind = safeKind(kind)
        return writeID(origin: origin, kind: kind, number: counts.next(origin: origin, kind: kind))
    }

    /// The id ``writeID(for:)`` answers for the `number`th write (from 1) of `kind` that the event
    /// `origin` makes: the same in every process, so a front end or a test can tell which id a
    /// write of a past delivery carried.
    public static func writeID(origin: String, kind: String, number: Int) -> String {
        let suffix = ":\(safeKind(kind)).\(number)"
        let name = isSafe(origin) && origin.utf8.count + suffix.utf8.count <= maximumIDLength ? origin : digest(origin)
        return name + suffix
    }

    /// How many events' counts ``writeID(for:)`` keeps.
    public static let rememberedEvents = 1_024

    private static let counts = WriteCounts(capacity: rememberedEvents)

    /// `kind` with every character an id cannot hold replaced by `-`, at most 16 characters.
    private static func safeKind(_ kind: String) -> String {
        let cleaned = String(kind.prefix(16).map { isSafe(String($0)) ? $0 : "-" })
        return cleaned.isEmpty ? "write" : cleaned
    }

    private static func isSafe(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || ".-_:".unicodeScalars.contains($0))
            }
    }

    /// `e` and 32 hex digits: two 64-bit FNV-1a hashes of `text`'s UTF-8 bytes, the same in every process.
    private static func digest(_ text: String) -> String {
        func fnv(_ basis: UInt64) -> String {
            var hash = basis
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return "e" + fnv(0xCBF2_9CE4_8422_2325) + fnv(0x8422_2325_CBF2_9CE4)
    }
}

/// How many writes of each kind the last few events made, the oldest event forgotten first.
private final class WriteCounts: @unchecked Sendable {
    private let lock = NSLock()
    private let capacity: Int
    /// Counts by event, then by kind.
    private var counts: [String: [String: Int]] = [:]
    /// The events counted, oldest first.
    private var order: [String] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    func next(origin: String, kind: String) -> Int {
        lock.withLock {
            if counts[origin] == nil {
                if order.count >= capacity { counts[order.removeFirst()] = nil }
                order.append(origin)
            }
            let number = (counts[origin]?[kind] ?? 0) + 1
            counts[origin, default: [:]][kind] = number
            return number
        }
    }
}
