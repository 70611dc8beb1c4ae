@testable import FootballGather

extension GatherViewState {
    /// The Gather screen for ``GatherFlowFixtures/gather`` with the given score and clock.
    static func expected(
        scoreA: Int = 0, scoreB: Int = 0, clock: String = "10:00", action: String = "Start",
        message: String? = nil, setMinutes: Int = 10, setSeconds: Int = 0, isLoading: Bool = false
    ) -> GatherViewState {
        GatherViewState(
            title: "Gather in progress",
            teamA: [
                GatherRow(id: GatherFlowFixtures.ana.id, name: "Ana", position: "GK"),
                GatherRow(id: GatherFlowFixtures.cleo.id, name: "Cleo", position: "-"),
            ],
            teamB: [
                GatherRow(id: GatherFlowFixtures.ben.id, name: "Ben", position: "ST"),
                GatherRow(id: GatherFlowFixtures.dan.id, name: "Dan", position: "DEF"),
            ],
            scoreA: scoreA, scoreB: scoreB, clock: clock, clockAction: action, clockMessage: message,
            setMinutes: setMinutes, setSeconds: setSeconds, isLoading: isLoading
        )
    }
}
