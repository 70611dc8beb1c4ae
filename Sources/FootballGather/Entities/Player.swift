import FootballGatherAPI
import Foundation

/// A person on the user's roster.
public struct Player: Equatable, Sendable, Identifiable {
    public var id: UUID
    public var name: String
    public var age: Int?
    public var skill: PlayerSkill?
    public var preferredPosition: PlayerPosition?
    public var favouriteTeam: String?

    public init(
        id: UUID, name: String, age: Int? = nil, skill: PlayerSkill? = nil,
        preferredPosition: PlayerPosition? = nil, favouriteTeam: String? = nil
    ) {
        self.id = id
        self.name = name
        self.age = age
        self.skill = skill
        self.preferredPosition = preferredPosition
        self.favouriteTeam = favouriteTeam
    }
}

extension Player {
    /// `players` in the order the server lists them: by name regardless of case, then by id.
    public static func inServerOrder(_ players: [Player]) -> [Player] {
        players.sorted { ($0.name.lowercased(), $0.id.uuidString) < ($1.name.lowercased(), $1.id.uuidString) }
    }
}
