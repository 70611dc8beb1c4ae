import FootballGatherAPI

extension PlayerPosition {
    /// The position as the user reads it, e.g. "Goalkeeper".
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension PlayerSkill {
    /// The skill as the user reads it, e.g. "Amateur".
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
