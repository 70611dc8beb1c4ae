import NIOConcurrencyHelpers
import SQLKit

/// A query whose SQL text depends only on the database's dialect, a key and how many values it
/// binds: SQLKit serializes it once per (dialect, key, count), later runs reuse the text with their
/// own values.
///
/// SQLKit serializes a query's whole tree on every run, quoting each identifier anew; for the
/// queries behind every signed-in request (the session lookup, the list pages) that cost as much
/// as SQLite preparing the statement. `build` must take every value from the binds it is given
/// (in any order, any number of times) and everything else (a `LIMIT`, an optional condition) from
/// the key: the first serialization refuses a query that binds anything else, and a test compares
/// each shape's text and binds with SQLKit's own serialization on both dialects.
struct StatementShape<Key: Hashable & Sendable>: Sendable {
    typealias Build = @Sendable (_ sql: any SQLDatabase, _ key: Key, _ binds: [SQLBind]) -> SQLSelectBuilder

    /// Names the shape in errors.
    let name: String
    /// How many texts the shape keeps; past it, a new (dialect, key, count) is serialized on each run.
    let capacity: Int
    /// The longest text (in bytes) the shape keeps: one binding hundreds of values (the players
    /// of a page of gathers can be thousands) is serialized on each run instead.
    let longestKeptText: Int
    /// Builds the query around `binds`, one per value of a run.
    let build: Build
    private let texts = NIOLockedValueBox<[TextKey: Text]>([:])

    init(_ name: String, capacity: Int = 512, longestKeptText: Int = 4_096, build: @escaping Build) {
        self.name = name
        self.capacity = capacity
        self.longestKeptText = longestKeptText
        self.build = build
    }

    /// The statement for `key` with `values` bound, its text serialized by SQLKit once.
    func statement(on sql: any SQLDatabase, key: Key, values: [any Encodable & Sendable]) throws -> SerializedStatement
    {
        let textKey = TextKey(dialect: sql.dialect.name, key: key, valueCount: values.count)
        let text: Text
        if let kept = texts.withLockedValue({ $0[textKey] }) {
            text = kept
        } else {
            text = try serialize(on: sql, key: key, valueCount: values.count)
            texts.withLockedValue { texts in
                if texts.count < capacity, text.sql.utf8.count <= longestKeptText { texts[textKey] = text }
            }
        }
        return SerializedStatement(sql: text.sql, binds: text.valueOrder.map { values[$0] })
    }

    /// The rows the statement for `key` with `values` selects, each read as `Row`.
    func rows<Row: ListRow>(
        as row: Row.Type, on sql: any SQLDatabase, key: Key, values: [any Encodable & Sendable]
    ) async throws -> [Row] {
        try await sql.rows(as: row, of: statement(on: sql, key: key, values: values))
    }

    /// How many texts the shape keeps now.
    var keptTexts: Int { texts.withLockedValue(\.count) }

    private func serialize(on sql: any SQLDatabase, key: Key, valueCount: Int) throws -> Text {
        let markers = (0..<valueCount).map { SQLBind(ValueMarker(index: $0)) }
        let (text, binds) = sql.serialize(build(sql, key, markers).query)
        let order = try binds.map { bind in
            guard let marker = bind as? ValueMarker else { throw StatementShapeError(shape: name) }
            return marker.index
        }
        return Text(sql: text, valueOrder: order)
    }

    private struct TextKey: Hashable {
        var dialect: String
        var key: Key
        var valueCount: Int
    }

    /// A serialized text and, for each placeholder in it, the index of the value it binds.
    private struct Text {
        var sql: String
        var valueOrder: [Int]
    }

    /// Stands in for the value at `index` while the text is serialized; never sent to a database.
    private struct ValueMarker: Encodable, Sendable {
        var index: Int
    }
}

/// A shape whose text varies with nothing but the dialect and the number of values it binds.
enum Unkeyed: Hashable, Sendable {
    case shape
}

/// A shape bound a value that was not one of its binds, so its text would hold one call's value.
struct StatementShapeError: Error, CustomStringConvertible {
    var shape: String

    var description: String {
        "The statement '\(shape)' binds a value that is not among its binds, so its text cannot be reused."
    }
}

/// SQL text already serialized for one dialect, with the values its placeholders bind, in order.
struct SerializedStatement: SQLExpression {
    var sql: String
    var binds: [any Encodable & Sendable]

    func serialize(to serializer: inout SQLSerializer) {
        serializer.write(sql)
        serializer.binds.append(contentsOf: binds)
    }
}
