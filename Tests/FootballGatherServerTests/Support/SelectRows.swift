import SQLKit

@testable import FootballGatherServer

extension SQLSelectBuilder {
    /// The rows the query selects, each read as `Row` the way the list routes read theirs (straight
    /// from the driver on SQLite), for comparing with what SQLKit decodes.
    func rows<Row: ListRow>(as row: Row.Type) async throws -> [Row] {
        let (text, binds) = database.serialize(query)
        return try await database.rows(as: row, of: SerializedStatement(sql: text, binds: binds))
    }
}
