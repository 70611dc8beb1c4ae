import NIOConcurrencyHelpers
import SQLKit

/// The rows of a query, gathered as the driver hands them over.
///
/// A driver hands rows over one at a time on a thread of its own (an event loop, SQLite's thread
/// pool). They are appended under a lock and read under it once the query has finished, so the
/// read is ordered after every append in a way anyone can check, the thread sanitizer included:
/// SQLKit's `all()` and SQLiteNIO's `query(_:_:)` append to a plain array and rely on the awaited
/// future's completion alone, a hand-off through the concurrency runtime the sanitizer does not see.
struct CollectedRows<Row: Sendable>: Sendable {
    private let rows = NIOLockedValueBox<[Row]>([])

    func append(_ row: Row) {
        rows.withLockedValue { $0.append(row) }
    }

    /// The rows appended so far, in order.
    var all: [Row] { rows.withLockedValue { $0 } }
}

extension SQLQueryFetcher {
    /// Every row the query returns (what SQLKit's `all()` returns, collected as ``CollectedRows``).
    func collectedRows() async throws -> [any SQLRow] {
        let rows = CollectedRows<any SQLRow>()
        try await run { rows.append($0) }
        return rows.all
    }

    /// Every row the query returns, each decoded as `Model` with SQLKit's default row decoder.
    func collectedRows<Model: Decodable>(decoding _: Model.Type) async throws -> [Model] {
        try await collectedRows().map { try $0.decode(model: Model.self, with: SQLRowDecoder()) }
    }
}
