import FootballGatherAPI

extension GameSummary {
    /// `game` as the list of games shows it: how many are in and how many wait.
    public init(_ game: GameResponse) {
        self.init(
            id: game.id, startsAt: game.startsAt, timeZone: game.timeZone, place: game.place, capacity: game.capacity,
            inCount: game.people.count { $0.standing == .in },
            waitingCount: game.people.count { $0.standing == .waiting }, answersOpen: game.answersOpen)
    }
}
