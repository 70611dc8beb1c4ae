import FootballGatherAPI
import Testing

@Suite("Operations on a match, as the server applies them")
struct GatherOperationTests {
    static func match(_ score: String, _ status: ClockStatus, left: Int, set: Int = 600) -> GatherProgressRequest {
        GatherProgressRequest(score: score, clock: ClockProgress(status: status, secondsLeft: left, setSeconds: set))
    }

    @Test("Goals count up to 99 and are taken back down to 0, one team at a time")
    func goalsStayInRange() {
        let match = Self.match("98:0", .paused, left: 30)

        let twice = match.applying(GatherOperation(.addGoal, team: .teamA)).applying(
            GatherOperation(.addGoal, team: .teamA))
        #expect(twice == Self.match("99:0", .paused, left: 30))
        #expect(twice.applying(GatherOperation(.removeGoal, team: .teamB)) == twice)
        #expect(twice.applying(GatherOperation(.addGoal, team: .teamB)) == Self.match("99:1", .paused, left: 30))
    }

    @Test("Start, pause, reset and set behave like the match screen's clock")
    func clock() {
        let kickOff = GatherProgressRequest.kickOff
        #expect(kickOff == Self.match("0:0", .stopped, left: 600))

        let running = kickOff.applying(GatherOperation(.startClock))
        #expect(running == Self.match("0:0", .running, left: 600))
        #expect(running.applying(GatherOperation(.startClock)) == running)
        let paused = Self.match("0:0", .running, left: 250).applying(GatherOperation(.pauseClock))
        #expect(paused == Self.match("0:0", .paused, left: 250))
        #expect(paused.applying(GatherOperation(.pauseClock)) == paused)
        #expect(paused.applying(GatherOperation(.startClock)) == Self.match("0:0", .running, left: 250))
        #expect(
            paused.applying(GatherOperation(.setClock, seconds: 90)) == Self.match("0:0", .paused, left: 90, set: 90))
        #expect(
            running.applying(GatherOperation(.setClock, seconds: 90)) == Self.match("0:0", .running, left: 90, set: 90))
        #expect(paused.applying(GatherOperation(.resetClock)) == Self.match("0:0", .stopped, left: 600))
        // Time up: 00:00 stopped starts again from the time set.
        let timeUp = Self.match("1:2", .stopped, left: 0, set: 300)
        #expect(timeUp.applying(GatherOperation(.startClock)) == Self.match("1:2", .running, left: 300, set: 300))
    }

    @Test("An operation with a missing, out-of-range or extra field names it; a whole one has no problem")
    func problems() {
        #expect(GatherOperation(.addGoal, team: .teamA).problem == nil)
        #expect(GatherOperation(.setClock, seconds: 3599).problem == nil)
        #expect(GatherOperation(.resetClock).problem == nil)
        #expect(GatherOperation(.removeGoal).problem == #"'team' must be "Team A" or "Team B" for "removeGoal"."#)
        #expect(
            GatherOperation(.setClock, seconds: 0).problem
                == #"'seconds' must be a whole number from 1 to 3599 for "setClock"; not 0."#)
        #expect(
            GatherOperation(.startClock, team: .teamB).problem == #""startClock" takes neither 'team' nor 'seconds'."#)
    }
}
