import Foundation
import Logging
import NIOConcurrencyHelpers

/// A swift-log handler for machines (`LOG_FORMAT=json`): one JSON object per line on standard
/// output, `{"time": …, "level": …, "label": …, "message": …}` followed by the metadata's keys in
/// order (the request id, method, route, status, duration and client of an access line). Every
/// string is escaped as JSON requires, so a stranger's text cannot end the line or forge another.
public struct JSONLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let write: @Sendable (String) -> Void

    /// - Parameters:
    ///   - write: takes each line, newline included (standard output by default).
    public init(
        label: String, level: Logger.Level, metadataProvider: Logger.MetadataProvider? = nil,
        write: @escaping @Sendable (String) -> Void = JSONLogHandler.standardOutput
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

    public func log(
        level: Logger.Level, message: Logger.Message, metadata explicit: Logger.Metadata?, source: String,
        file: String, function: String, line: UInt
    ) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let explicit { merged.merge(explicit) { _, new in new } }
        var fields = [
            ("time", Self.quoted(Self.timestamp(Date()))), ("level", Self.quoted(level.rawValue)),
            ("label", Self.quoted(label)), ("message", Self.quoted(message.description)),
        ]
        for key in merged.keys.sorted() {
            fields.append((key, Self.json(merged[key]!)))
        }
        write("{" + fields.map { "\(Self.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}\n")
    }

    /// Writes `line` to standard output whole, lines from several threads never mixed.
    public static let standardOutput: @Sendable (String) -> Void = { line in
        outputLock.withLock { FileHandle.standardOutput.write(Data(line.utf8)) }
    }

    private static let outputLock = NIOLock()

    /// `value` as JSON: a string, or an array or object of them.
    static func json(_ value: Logger.Metadata.Value) -> String {
        switch value {
        case .string(let text): quoted(text)
        case .stringConvertible(let convertible): quoted(convertible.description)
        case .array(let values): "[" + values.map(json).joined(separator: ",") + "]"
        case .dictionary(let values):
            "{" + values.keys.sorted().map { "\(quoted($0)):\(json(values[$0]!))" }.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string: quotes, backslashes, control characters and the line and paragraph
    /// separators escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `date` in UTC as `2026-11-27T06:30:00.123Z`.
    static func timestamp(_ date: Date) -> String {
        Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date)
    }
}
