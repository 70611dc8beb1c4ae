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
