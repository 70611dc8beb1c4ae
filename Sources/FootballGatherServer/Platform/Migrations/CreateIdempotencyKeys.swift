import Fluent
import SQLKit

/// The `Idempotency-Key`s of creating requests and their answers (``IdempotencyKeyModel``), one
/// per caller, request and key; indexed by caller and age for the bound per caller and the purge.
struct CreateIdempotencyKeys: AsyncMigration {
    static let callerIndex = "idempotency_keys_caller_created_at_index"
    static let ageIndex = "idempotency_keys_created_at_index"

    func prepare(on database: any Database) async throws {
        try await database.schema(IdempotencyKeyModel.schema)
            .id()
            .field("caller", .string, .required)
            .field("request", .string, .required)
            .field("key", .string, .required)
            .field("body_digest", .string, .required)
            .field("created_at", .datetime, .required)
            .field("status", .int)
            .field("location", .string)
            .field("entity_tag", .string)
            .field("body", .data)
            .unique(on: "caller", "request", "key")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.create(index: Self.callerIndex).on(IdempotencyKeyModel.schema)
            .column("caller").column("created_at").run()
        try await sql.create(index: Self.ageIndex).on(IdempotencyKeyModel.schema).column("created_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(IdempotencyKeyModel.schema).delete()
    }
}
