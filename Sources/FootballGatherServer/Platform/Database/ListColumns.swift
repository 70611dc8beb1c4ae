import FluentSQLiteDriver
import FootballGatherAPI
import Foundation
import SQLKit
import SQLiteNIO

/// A list row's columns, read by name as the few types the list rows hold.
///
/// On SQLite the values are read straight from the driver's row (``SQLiteRowColumns``): SQLKit's
/// rows decode every value through `Decodable`, and a UUID, stored as text, through a `sscanf`
/// per value, which together cost more than the query. Other databases go through SQLKit
/// (``SQLRowColumns``).
protocol ListColumns {
    func uuid(_ column: String) throws -> UUID
    func text(_ column: String) throws -> String
    func optionalText(_ column: String) throws -> String?
    func optionalInt(_ column: String) throws -> Int?
    func int(_ column: String) throws -> Int
    func bool(_ column: String) throws -> Bool
    func date(_ column: String) throws -> Date
    func optionalDate(_ column: String) throws -> Date?
}

/// A row a list reads from its columns.
protocol ListRow: Sendable {
    init(columns: some ListColumns) throws
}

extension SQLDatabase {
    /// The rows `statement` selects, each read as `Row`.
    func rows<Row: ListRow>(as _: Row.Type, of statement: SerializedStatement) async throws -> [Row] {
        if let sqlite = self as? any SQLiteDatabase {
            let encoder = SQLiteDataEncoder()
            let binds = try statement.binds.map { try encoder.bind($0) }
            if let queryLogLevel {
                // As SQLKit logs the queries it runs itself.
                logger.log(
                    level: queryLogLevel, "Executing query",
                    metadata: ["sql": .string(statement.sql), "binds": .array(binds.map { .string("\($0)") })])
            }
            // Each row is read on SQLite's thread as the statement steps, not after it on the
            // request's own (an event loop, which other connections' requests wait for).
            let rows = CollectedRows<Result<Row, any Error>>()
            try await sqlite.withConnection { connection in
                try await connection.query(statement.sql, binds) { row in
                    rows.append(Result { try Row(columns: SQLiteRowColumns(row: row)) })
                }
            }
            return try rows.all.map { try $0.get() }
        }
        let rows = CollectedRows<any SQLRow>()
        try await execute(sql: statement) { rows.append($0) }
        return try rows.all.map { try Row(columns: SQLRowColumns(row: $0)) }
    }
}

extension SQLiteDataEncoder {
    /// `value` as the encoder encodes it; a UUID as the same text, written by hand (the encoder
    /// encodes it through `Encodable`, an encoder object and a `sprintf` per UUID, and a page of
    /// gathers binds a hundred of them).
    func bind(_ value: any Encodable & Sendable) throws -> SQLiteData {
        if let id = value as? UUID { return .text(id.uppercaseText) }
        return try encode(value)
    }
}

/// The columns of any SQLKit row, decoded through `Decodable`.
struct SQLRowColumns: ListColumns {
    let row: any SQLRow

    func uuid(_ column: String) throws -> UUID { try row.decode(column: column, as: UUID.self) }
    func text(_ column: String) throws -> String { try row.decode(column: column, as: String.self) }
    func optionalText(_ column: String) throws -> String? { try row.decode(column: column, as: String?.self) }
    func optionalInt(_ column: String) throws -> Int? { try row.decode(column: column, as: Int?.self) }
    func int(_ column: String) throws -> Int { try row.decode(column: column, as: Int.self) }
    func bool(_ column: String) throws -> Bool { try row.decode(column: column, as: Bool.self) }
    func date(_ column: String) throws -> Date { try row.decode(column: column, as: Date.self) }
    func optionalDate(_ column: String) throws -> Date? { try row.decode(column: column, as: Date?.self) }
}

/// The columns of an SQLite row, read as the values SQLite holds: text, integers and reals
/// (dates are seconds since 1970, as SQLiteNIO writes them).
struct SQLiteRowColumns: ListColumns {
    let row: SQLiteRow

    private func data(_ column: String) throws -> SQLiteData {
        guard let data = row.column(column) else { throw ListColumnError(column: column, problem: "is missing") }
        return data
    }

    func uuid(_ column: String) throws -> UUID {
        guard case .text(let text) = try data(column), let id = UUID(canonicalText: text) else {
            throw ListColumnError(column: column, problem: "is not a UUID")
        }
        return id
    }

    func text(_ column: String) throws -> String {
        guard case .text(let text) = try data(column) else {
            throw ListColumnError(column: column, problem: "is not text")
        }
        return text
    }

    func optionalText(_ column: String) throws -> String? {
        switch try data(column) {
        case .null: nil
        case .text(let text): text
        default: throw ListColumnError(column: column, problem: "is not text")
        }
    }

    func optionalInt(_ column: String) throws -> Int? {
        switch try data(column) {
        case .null: nil
        case .integer(let value): Int(value)
        default: throw ListColumnError(column: column, problem: "is not an integer")
        }
    }

    func int(_ column: String) throws -> Int {
        guard let value = try optionalInt(column) else { throw ListColumnError(column: column, problem: "is null") }
        return value
    }

    /// SQLiteNIO writes a `Bool` as the integer 0 or 1.
    func bool(_ column: String) throws -> Bool {
        switch try data(column) {
        case .integer(0): false
        case .integer(1): true
        default: throw ListColumnError(column: column, problem: "is not a boolean")
        }
    }

    func date(_ column: String) throws -> Date {
        guard let date = try optionalDate(column) else { throw ListColumnError(column: column, problem: "is null") }
        return date
    }

    func optionalDate(_ column: String) throws -> Date? {
        let data = try data(column)
        if case .null = data { return nil }
        guard let date = Date(sqliteData: data) else {
            throw ListColumnError(column: column, problem: "is not a date")
        }
        return date
    }
}

/// A column a list row could not read: the database holds something the server did not write.
struct ListColumnError: Error, Equatable, CustomStringConvertible {
    var column: String
    var problem: String

    var description: String { "The stored column '\(column)' \(problem)." }
}

extension UUID {
    /// The UUID `text` spells as 8-4-4-4-12 hexadecimal digits (either case), else `nil`; a
    /// parser by hand, as `UUID(uuidString:)` costs a `sscanf` on Linux.
    init?(canonicalText text: String) {
        var text = text
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isValid = text.withUTF8 { utf8 in
            withUnsafeMutableBytes(of: &uuid) { bytes in
                guard utf8.count == 36 else { return false }
                var index = 0
                for byte in 0..<16 {
                    if index == 8 || index == 13 || index == 18 || index == 23 {
                        guard utf8[index] == UInt8(ascii: "-") else { return false }
                        index += 1
                    }
                    guard let high = Self.hexValue(utf8[index]), let low = Self.hexValue(utf8[index + 1]) else {
                        return false
                    }
                    bytes[byte] = high << 4 | low
                    index += 2
                }
                return true
            }
        }
        guard isValid else { return nil }
        self.init(uuid: uuid)
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
