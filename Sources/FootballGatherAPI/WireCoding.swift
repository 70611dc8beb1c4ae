import Foundation

/// The JSON coders both sides use: ISO 8601 dates in UTC, stable key order.
public enum WireCoding {
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// A string enum on the wire whose decoding error names the accepted values.
public protocol WireEnum: RawRepresentable, CaseIterable, Codable, Sendable, Hashable
where RawValue == String {}

extension WireEnum {
    /// The accepted raw values, in declaration order: "a, b or c".
    public static var acceptedValues: String {
        let values = allCases.map { "\"\($0.rawValue)\"" }
        guard values.count > 1 else { return values.joined() }
        return values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = Self(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "must be \(Self.acceptedValues), not \"\(raw)\""
            )
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
