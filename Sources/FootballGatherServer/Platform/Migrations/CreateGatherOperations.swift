import Fluent

/// The ids of the operations applied to each gather's match (``AppliedOperations``), one per
/// gather and id, deleted with the gather.
struct CreateGatherOperations: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(AppliedOperationModel.schema)
            .id()
            .field("gather_id", .uuid, .required, .references(GatherModel.schema, "id", onDelete: .cascade))
            .field("operation_id", .string, .required)
            .field("number", .int, .required)
            .unique(on: "gather_id", "operation_id")
            .unique(on: "gather_id", "number")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(AppliedOperationModel.schema).delete()
    }
}
