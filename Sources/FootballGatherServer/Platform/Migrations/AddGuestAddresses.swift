import Fluent

/// Adds to `game_people` the SHA-256 of the client address that typed a guest's name through the
/// link, so one address adds at most ``GameRules/guestsPerAddress`` guests to a game; empty for
/// names offered by the organiser and for guests added before.
struct AddGuestAddresses: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(GamePersonModel.schema).field("guest_address_digest", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(GamePersonModel.schema).deleteField("guest_address_digest").update()
    }
}
