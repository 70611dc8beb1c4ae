import FootballGatherAPI

extension GatherProgress {
    /// The match before any operation (``GatherProgressRequest/kickOff``): 0:0 and a stopped clock
    /// set to ten minutes.
    static let kickOff = GatherProgress(
        score: GatherScore(teamA: 0, teamB: 0)!, clock: GatherProgressRequest.kickOff.clock)
}

extension MatchClock {
    /// The clock as the server records it: where it stood at its last tick.
    var progress: ClockProgress {
        ClockProgress(status: status, secondsLeft: remaining, setSeconds: setSeconds)
    }

    /// Puts the clock where `clock` stands, unless it stands so already, give or take `tolerance`
    /// seconds left (a running clock read from the server is a moment apart from this one). Returns
    /// whether it changed, and so called `onChange`.
    @discardableResult
    func show(_ clock: ClockProgress, tolerance: Int = 0) -> Bool {
        guard
            clock.status != status || clock.setSeconds != setSeconds
                || abs(clock.secondsLeft - remaining) > tolerance
        else { return false }
        restore(setSeconds: clock.setSeconds, remaining: clock.secondsLeft, status: clock.status)
        return true
    }
}
