import Foundation

/// One event of a `text/event-stream`, as dispatched by a blank line.
public struct ServerSentEvent: Equatable, Sendable {
    /// The `event` field; `message` when the event named none.
    public var type: String
    /// The `data` lines, joined with "\n".
    public var data: String
    /// The last `id` the stream set, at this event or before; empty when none.
    public var lastEventID: String

    public init(type: String = "message", data: String, lastEventID: String = "") {
        self.type = type
        self.data = data
        self.lastEventID = lastEventID
    }
}

/// Reads a `text/event-stream` from byte chunks of any size, following the WHATWG rules: lines end
/// with LF, CRLF or CR (a CRLF split between chunks counts once); `field: value` loses one space
/// after the colon; lines starting with `:` are comments; `data` lines join with "\n"; an `id`
/// containing NUL is ignored; `retry` sets the reconnection time; a blank line dispatches; a
/// leading UTF-8 byte order mark is skipped. Text is decoded per line, so a character split between
/// chunks arrives whole, and invalid UTF-8 reads as U+FFFD.
///
/// What it holds is bounded: a line or an event's data longer than ``maximumLength`` bytes is a
/// ``Overflow`` error, after which the connection should be closed.
public struct ServerSentEventParser: Sendable {
    /// What one chunk produced, in order.
    public enum Item: Equatable, Sendable {
        case event(ServerSentEvent)
        /// The server's reconnection time.
        case retry(Duration)
    }

    /// A line or an event longer than the parser holds.
    public struct Overflow: Error, Equatable {}

    /// The most bytes of one line, and of one event's data.
    public let maximumLength: Int
    /// The `id` of the last dispatched event (or set before it), which a reconnection sends as
    /// `Last-Event-ID`; empty when none.
    public private(set) var lastEventID: String

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private var line: [UInt8] = []
    private var afterCR = false
    /// Bytes of a leading byte order mark seen so far; `nil` once the stream's start is past.
    private var byteOrderMarkMatched: Int? = 0
    private var data = ""
    private var dataBytes = 0
    private var hasData = false
    private var eventType = ""
    private var lastEventIDBuffer: String

    /// - Parameters:
    ///   - lastEventID: the id a previous connection of the same stream ended with.
    ///   - maximumLength: the most bytes of a line or of one event's data (64 KB by default).
    public init(lastEventID: String = "", maximumLength: Int = 65_536) {
        self.lastEventID = lastEventID
        lastEventIDBuffer = lastEventID
        self.maximumLength = maximumLength
    }

    /// Reads `chunk` and returns the events and reconnection times it completed.
    /// - Throws: ``Overflow`` when a line or an event grows past ``maximumLength``.
    public mutating func feed<Bytes: Sequence<UInt8>>(_ chunk: Bytes) throws(Overflow) -> [Item] {
        var items: [Item] = []
        for byte in chunk {
            if let matched = byteOrderMarkMatched {
                if byte == Self.byteOrderMark[matched] {
                    byteOrderMarkMatched = matched + 1 == Self.byteOrderMark.count ? nil : matched + 1
                    continue
                }
                byteOrderMarkMatched = nil
                // Not a byte order mark after all: its first bytes belong to the line.
                for earlier in Self.byteOrderMark.prefix(matched) { try take(earlier, into: &items) }
            }
            try take(byte, into: &items)
        }
        return items
    }

    private mutating func take(_ byte: UInt8, into items: inout [Item]) throws(Overflow) {
        switch byte {
        case UInt8(ascii: "\r"):
            afterCR = true
            try endLine(into: &items)
        case UInt8(ascii: "\n"):
            if afterCR {
                afterCR = false
            } else {
                try endLine(into: &items)
            }
        default:
            afterCR = false
            guard line.count < maximumLength else { throw Overflow() }
            line.append(byte)
        }
    }

    private mutating func endLine(into items: inout [Item]) throws(Overflow) {
        defer { line.removeAll(keepingCapacity: line.count <= 1_024) }
        guard !line.isEmpty else {
            dispatch(into: &items)
            return
        }
        guard line[0] != UInt8(ascii: ":") else { return }
        let field: String
        var value: ArraySlice<UInt8>
        if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            field = String(decoding: line[..<colon], as: UTF8.self)
            value = line[(colon + 1)...]
            if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        } else {
            field = String(decoding: line, as: UTF8.self)
            value = []
        }
        switch field {
        case "event":
            eventType = String(decoding: value, as: UTF8.self)
        case "data":
            dataBytes += value.count + 1
            guard dataBytes <= maximumLength else { throw Overflow() }
            if hasData { data += "\n" }
            data += String(decoding: value, as: UTF8.self)
            hasData = true
        case "id":
            if !value.contains(0) { lastEventIDBuffer = String(decoding: value, as: UTF8.self) }
        case "retry":
            if !value.isEmpty, value.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let milliseconds = Int(String(decoding: value, as: UTF8.self))
            {
                items.append(.retry(.milliseconds(milliseconds)))
            }
        default:
            break
        }
    }

    private mutating func dispatch(into items: inout [Item]) {
        lastEventID = lastEventIDBuffer
        defer {
            data = ""
            dataBytes = 0
            hasData = false
            eventType = ""
        }
        guard hasData else { return }
        items.append(
            .event(
                ServerSentEvent(type: eventType.isEmpty ? "message" : eventType, data: data, lastEventID: lastEventID))
        )
    }
}
