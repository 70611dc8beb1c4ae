import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A swift-log handler for machines (`LOG_FORMAT=json`): one JSON object per line on standard
/// output, `{"time": …, "level": …, "label": …, "message": …}`, an event's `error` when it has
/// one, then the metadata's keys in order (the request id, method, route, status, duration and
/// client of an access line). Every string is escaped as JSON requires, so a stranger's text
/// cannot end the line or forge another.
/// On standard output, lines at `info` and below are written in batches within 20 ms
/// (``BatchedLineOutput``); a notice, warning or error at once, after every line before it.
public struct JSONLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let write: (@Sendable (String) -> Void)?

    /// - Parameters:
    ///   - write: takes each line, newline included; `nil` writes to standard output.
    public init(
        label: String, level: Logger.Level, metadataProvider: Logger.MetadataProvider? = nil,
        write: (@Sendable (String) -> Void)? = nil
    ) {
        self.label = label
        self.logLevel = level
        self.metadataProvider = metadataProvider
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        writeLine(level: event.level, message: event.message, metadata: event.metadata, error: event.error)
    }

    public func log(
        level: Logger.Level, message: Logger.Message, metadata explicit: Logger.Metadata?, source: String,
        file: String, function: String, line: UInt
    ) {
        writeLine(level: level, message: message, metadata: explicit, error: nil)
    }

    /// Writes the line of a message at `level` with its call's metadata and error, if any (the
    /// line has no source, file or function).
    private func writeLine(
        level: Logger.Level, message: Logger.Message, metadata explicit: Logger.Metadata?, error: (any Error)?
    ) {
        var line = JSONLine()
        line.key("time")
        line.timestamp(Date())
        line.field("level", level.rawValue)
        line.field("label", label)
        line.field("message", message.description)
        if let error { line.field("error", String(reflecting: error)) }
        for (key, value) in Self.entries(metadata, metadataProvider?.get(), explicit) {
            line.key(key)
            line.value(value)
        }
        line.close()
        if let write {
            write(line.text)
        } else {
            line.withBytes { BatchedLineOutput.standardOutput.write($0, canWait: level <= .info) }
        }
    }

    /// The entries of the handler's, the provider's and the call's metadata, sorted by key; a
    /// later one's value wins over an earlier's.
    private static func entries(
        _ handler: Logger.Metadata, _ provided: Logger.Metadata?, _ explicit: Logger.Metadata?
    ) -> [(key: String, value: Logger.Metadata.Value)] {
        var entries: [(key: String, value: Logger.Metadata.Value)] = []
        entries.reserveCapacity(handler.count + (provided?.count ?? 0) + (explicit?.count ?? 0))
        for (key, value) in handler where provided?[key] == nil && explicit?[key] == nil {
            entries.append((key, value))
        }
        for (key, value) in provided ?? [:] where explicit?[key] == nil { entries.append((key, value)) }
        for (key, value) in explicit ?? [:] { entries.append((key, value)) }
        entries.sort { $0.key < $1.key }
        return entries
    }

    /// `value` as JSON: a string, or an array or object of them.
    static func json(_ value: Logger.Metadata.Value) -> String {
        var line = JSONLine()
        line.value(value)
        return line.text
    }

    /// `text` as a JSON string: quotes, backslashes, control characters and the line and paragraph
    /// separators escaped.
    static func quoted(_ text: String) -> String {
        var line = JSONLine()
        line.string(text)
        return line.text
    }

    /// `date` in UTC as `2026-11-27T06:30:00.123Z`.
    static func timestamp(_ date: Date) -> String {
        var line = JSONLine()
        line.timestamp(date)
        return String(line.text.dropFirst().dropLast())
    }
}

/// One JSON object being written as UTF-8, field by field, every string escaped.
struct JSONLine {
    private var bytes: [UInt8] = [UInt8(ascii: "{")]
    private var isFirst = true
    private var isClosed = false

    init() {
        bytes.reserveCapacity(512)
    }

    /// The text written so far (a fragment, when used for one value), or the line once closed.
    var text: String {
        isClosed ? String(decoding: bytes, as: UTF8.self) : String(decoding: bytes.dropFirst(), as: UTF8.self)
    }

    /// Closes the object and ends the line.
    mutating func close() {
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
        isClosed = true
    }

    /// Calls `body` with the bytes written so far.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBytes(body)
    }

    /// The object, closed.
    var object: String {
        String(decoding: bytes + [UInt8(ascii: "}")], as: UTF8.self)
    }

    /// Adds `text` as it is: a number, `true`, `false` or `null`.
    mutating func literal(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Adds `date` in UTC as a string, `"2026-11-27T06:30:00.123Z"`.
    mutating func timestamp(_ date: Date) {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let (quotient, remainder) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let (wholeSeconds, fraction) = remainder < 0 ? (quotient - 1, remainder + 1000) : (quotient, remainder)
        var seconds = time_t(wholeSeconds)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        bytes.append(UInt8(ascii: "\""))
        digits(Int(parts.tm_year) + 1900, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(Int(parts.tm_mon) + 1, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(Int(parts.tm_mday), 2)
        bytes.append(UInt8(ascii: "T"))
        digits(Int(parts.tm_hour), 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(parts.tm_min), 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(parts.tm_sec), 2)
        bytes.append(UInt8(ascii: "."))
        digits(Int(fraction), 3)
        bytes.append(contentsOf: [UInt8(ascii: "Z"), UInt8(ascii: "\"")])
    }

    /// Adds `value` in decimal, with leading zeros to `count` digits.
    private mutating func digits(_ value: Int, _ count: Int) {
        var divisor = 1
        for _ in 1..<count { divisor *= 10 }
        var rest = max(0, value)
        while divisor * 10 <= rest { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Adds `"name":"value"`.
    mutating func field(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    /// Adds `"name":`, after a comma unless it is the first.
    mutating func key(_ name: String) {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        isFirst = false
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func value(_ value: Logger.Metadata.Value) {
        switch value {
        case .string(let text): string(text)
        case .stringConvertible(let convertible): string(convertible.description)
        case .array(let values):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                self.value(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .dictionary(let values):
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in values.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                string(key)
                bytes.append(UInt8(ascii: ":"))
                self.value(values[key]!)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Adds `text` as a JSON string: quotes, backslashes, control characters, DEL and the line and
    /// paragraph separators (U+2028, U+2029) escaped; everything else as it is.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            let plain = utf8.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F && $0 != 0xE2 }
            if plain {
                bytes.append(contentsOf: utf8)
                return
            }
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0..<0x20, 0x7F: escape(UInt32(byte))
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] & 0xFE) == 0xA8:
                    escape(0x2028 + UInt32(utf8[index + 2] - 0xA8))
                    index += 2
                default: bytes.append(byte)
                }
                index += 1
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ scalar: UInt32) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hex[Int((scalar >> UInt32(shift)) & 0xF)])
        }
    }
}
