import Fluent

/// Every instance's spending of the request budget by client, shared on PostgreSQL
/// (``RequestBudgetSharing``); created on SQLite too, where it stays empty.
struct CreateRequestBudgetSpending: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(RequestBudgetSpending.schema)
            .field("key", .string, .identifier(auto: false))
            .field("spent", .int64, .required)
            .field("updated_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(RequestBudgetSpending.schema).delete()
    }
}
