import Fluent
import SQLKit

/// The events the login and registration limits count, indexed for counting one key's recent events.
struct CreateRateEvents: AsyncMigration {
    static let indexName = "rate_events_kind_key_at_index"

    func prepare(on database: any Database) async throws {
        try await database.schema(RateEventModel.schema)
            .id()
            .field("kind", .string, .required)
            .field("key", .string, .required)
            .field("at", .datetime, .required)
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: Self.indexName).on(RateEventModel.schema).column("kind").column("key").column("at")
            .run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(RateEventModel.schema).delete()
    }
}
