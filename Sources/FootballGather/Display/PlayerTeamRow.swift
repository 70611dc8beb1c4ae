import Foundation

/// One row of a team list (ConfirmPlayers, Gather): the player's name and position acronym.
public struct PlayerTeamRow: Equatable, Sendable, Identifiable {
    public var id: UUID
    public var name: String
    /// GK, DEF, MID, W or ST; "-" when the player has no preferred position.
    public var position: String

    public init(id: UUID, name: String, position: String) {
        self.id = id
        self.name = name
        self.position = position
    }

    /// The row that shows `player`.
    public init(player: Player) {
        self.init(id: player.id, name: player.name, position: player.preferredPosition?.acronym ?? "-")
    }
}
