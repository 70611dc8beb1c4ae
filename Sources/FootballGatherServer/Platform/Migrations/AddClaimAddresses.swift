import Fluent

/// Adds to `game_people` the SHA-256 of the client address that claimed a name through the link,
/// so one address claims at most ``GameRules/claimsPerAddress`` names of a game; empty for names
/// nobody claimed and for claims made before.
struct AddClaimAddresses: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(GamePersonModel.schema).field("claim_address_digest", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(GamePersonModel.schema).deleteField("claim_address_digest").update()
    }
}
