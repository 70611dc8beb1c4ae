@testable import FootballGather

extension GatherViewState {
    /// The Gather screen for ``GatherFlowFixtures/gather`` with the given score and clock. The
    /// time picker starts at the time set (10:00 unless given) while the clock is stopped, and at
    /// the time left (`clock`) while it runs or is paused. A running clock (`action` Pause) is in
    /// `run` (the first, from 10:00, unless given) that started at `from` seconds.
    static func expected(
        scoreA: Int = 0, scoreB: Int = 0, clock: String = "10:00", action: String = "Start",
        message: String? = nil, setMinutes: Int = 10, setSeconds: Int = 0, isLoading: Bool = false,
        run: (number: Int, from: Int) = (1, 600)
    ) -> GatherViewState {
        let clockParts = clock.split(separator: ":").compactMap { Int($0) }
        let showsTimeLeft = action != "Start" && clockParts.count == 2
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
            setMinutes: showsTimeLeft ? clockParts[0] : setMinutes,
            setSeconds: showsTimeLeft ? clockParts[1] : setSeconds, isLoading: isLoading
        )
        if action == "Pause" {
            let minutes = run.from / 60
            let seconds = run.from % 60
            let text = (minutes < 10 ? "0" : "") + "\(minutes):" + (seconds < 10 ? "0" : "") + "\(seconds)"
            state.countdown = ClockCountdown(run: run.number, startSeconds: run.from, startText: text)
        }
        return state
    }
}
