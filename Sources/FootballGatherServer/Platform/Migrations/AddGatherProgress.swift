import Fluent

/// Adds the progress of an unfinished gather to `gathers`: the score so far, the match clock and
/// when they were recorded, all empty for existing gathers.
struct AddGatherProgress: AsyncMigration {
    static let fields: [(key: FieldKey, type: DatabaseSchema.DataType)] = [
        ("progress_score", .string), ("clock_status", .string), ("clock_seconds_left", .int),
        ("clock_set_seconds", .int), ("progress_at", .datetime),
    ]

    func prepare(on database: any Database) async throws {
        // One column per statement: SQLite adds one at a time.
        for field in Self.fields {
            try await database.schema(GatherModel.schema).field(field.key, field.type).update()
        }
    }

    func revert(on database: any Database) async throws {
        for field in Self.fields.reversed() {
            try await database.schema(GatherModel.schema).deleteField(field.key).update()
        }
    }
}
