import Foundation

/// How good a player is.
public enum PlayerSkill: String, WireEnum {
    case beginner, amateur, professional
}

/// Where a player likes to play.
public enum PlayerPosition: String, WireEnum {
    case goalkeeper, defender, midfielder, winger, striker

    /// The short form shown in lists: GK, DEF, MID, W, ST.
    public var acronym: String {
        switch self {
        case .goalkeeper: "GK"
        case .defender: "DEF"
        case .midfielder: "MID"
        case .winger: "W"
        case .striker: "ST"
        }
    }
}

/// Body of `POST /api/players` and `PUT /api/players/:id` (a full replacement).
public struct PlayerRequest: Codable, Sendable, Equatable {
    public var name: String
    public var age: Int?
    public var skill: PlayerSkill?
    public var preferredPosition: PlayerPosition?
    public var favouriteTeam: String?

    public init(
        name: String, age: Int? = nil, skill: PlayerSkill? = nil,
        preferredPosition: PlayerPosition? = nil, favouriteTeam: String? = nil
    ) {
        self.name = name
        self.age = age
        self.skill = skill
        self.preferredPosition = preferredPosition
        self.favouriteTeam = favouriteTeam
    }
}

/// A player as the API returns it; absent optional values are `null`.
public struct PlayerResponse: Codable, Sendable, Equatable, Identifiable {
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

    private enum CodingKeys: String, CodingKey {
        case id, name, age, skill, preferredPosition, favouriteTeam
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(age, forKey: .age)
        try container.encode(skill, forKey: .skill)
        try container.encode(preferredPosition, forKey: .preferredPosition)
        try container.encode(favouriteTeam, forKey: .favouriteTeam)
    }
}

/// The limits the server enforces on players; clients check the same ones before sending.
public enum PlayerRules {
    /// Length of a trimmed name, in characters.
    public static let nameLength = 1...100
    /// Accepted ages, in years.
    public static let age = 1...120
    /// Maximum length of a favourite team, in characters.
    public static let favouriteTeamMaxLength = 100
    /// Maximum size of a trimmed name, in UTF-8 bytes (see ``TextRules``).
    public static let nameMaxBytes = TextRules.maxBytes(forCharacters: nameLength.upperBound)
    /// Maximum size of a trimmed favourite team, in UTF-8 bytes (see ``TextRules``).
    public static let favouriteTeamMaxBytes = TextRules.maxBytes(forCharacters: favouriteTeamMaxLength)
}
