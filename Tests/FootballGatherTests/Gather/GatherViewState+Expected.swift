@testable import FootballGather

extension GatherViewState {
    /// The Gather screen for ``GatherFlowFixtures/gather`` with the given score and clock, the
    /// time picker closed. A running clock (`action` Pause) is in `run` (the first, from 10:00,
    /// unless given) that started at `from` seconds; a paused one (`action` Resume) says "Paused".
    static func expected(
        scoreA: Int = 0, scoreB: Int = 0, clock: String = "10:00", action: String = "Start",
        message: String? = nil, isLoading: Bool = false,
        run: (number: Int, from: Int) = (1, 600)
    ) -> GatherViewState {
        var state = GatherViewState(
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
            isLoading: isLoading
        )
        if action == "Resume" { state.clockStatus = "Paused" }
        if action == "Pause" {
            let minutes = run.from / 60
            let seconds = run.from % 60
            let text = (minutes < 10 ? "0" : "") + "\(minutes):" + (seconds < 10 ? "0" : "") + "\(seconds)"
            state.countdown = ClockCountdown(run: run.number, startSeconds: run.from, startText: text)
        }
        return state
    }
}
