import Fluent
import Foundation

/// The id of one operation applied to a gather's match, numbered in the order they were applied;
/// deleted with its gather. `@unchecked Sendable` as ``UserModel``.
final class AppliedOperationModel: Model, @unchecked Sendable {
    static let schema = "gather_operations"

    @ID(key: .id) var id: UUID?
    @Parent(key: "gather_id") var gather: GatherModel
    @Field(key: "operation_id") var operationID: String
    @Field(key: "number") var number: Int

    init() {}

    init(gatherID: UUID, operationID: String, number: Int) {
        self.id = RandomID.make()
        self.$gather.id = gatherID
        self.operationID = operationID
        self.number = number
    }
}

/// The operation ids each gather was sent, so an operation sent again (its answer was lost, the
/// page re-sent it after a reconnect or a restart) is applied once. Each function runs inside the
/// transaction that holds the gather's row lock, so two sends of one id are told apart in order.
enum AppliedOperations {
    /// Whether gather `gatherID` applied the operation `operationID` already.
    static func contains(_ operationID: String, gather gatherID: UUID, on database: any Database) async throws
        -> Bool
    {
        try await AppliedOperationModel.query(on: database)
            .filter(\.$gather.$id == gatherID).filter(\.$operationID == operationID)
            .count() > 0
    }

    /// Records that gather `gatherID` applied `operationID`, and forgets its ids older than the
    /// newest `kept`.
    static func record(_ operationID: String, gather gatherID: UUID, keeping kept: Int, on database: any Database)
        async throws
    {
        let last =
            try await AppliedOperationModel.query(on: database)
            .filter(\.$gather.$id == gatherID).max(\.$number) ?? 0
        try await AppliedOperationModel(gatherID: gatherID, operationID: operationID, number: last + 1)
            .create(on: database)
        try await AppliedOperationModel.query(on: database)
            .filter(\.$gather.$id == gatherID).filter(\.$number <= last + 1 - kept)
            .delete()
    }
}
