import FootballGatherAPI
import Testing

@Suite("A recorded match clock")
struct ClockProgressTests {
    @Test("A running clock counts down by whole seconds elapsed and stops at 00:00, keeping the time set")
    func runningCountsDown() {
        let clock = ClockProgress(status: .running, secondsLeft: 90, setSeconds: 600)

        #expect(clock.advanced(bySeconds: 0.9) == clock)
        #expect(clock.advanced(bySeconds: 30.5) == ClockProgress(status: .running, secondsLeft: 60, setSeconds: 600))
        #expect(clock.advanced(bySeconds: 90) == ClockProgress(status: .stopped, secondsLeft: 0, setSeconds: 600))
        #expect(clock.advanced(bySeconds: 5000) == ClockProgress(status: .stopped, secondsLeft: 0, setSeconds: 600))
        #expect(clock.advanced(bySeconds: -20) == clock)
        #expect(
            ClockProgress(status: .running, secondsLeft: 0, setSeconds: 60).advanced(bySeconds: 0)
                == ClockProgress(status: .stopped, secondsLeft: 0, setSeconds: 60))
    }

    @Test("A paused or stopped clock stays where it is", arguments: [ClockStatus.paused, .stopped])
    func stillClockStays(status: ClockStatus) {
        let clock = ClockProgress(status: status, secondsLeft: 42, setSeconds: 300)
        #expect(clock.advanced(bySeconds: 1000) == clock)
    }

    @Test("Only a clock a match can have is accepted")
    func problems() {
        #expect(ClockProgress(status: .paused, secondsLeft: 0, setSeconds: 3599).problem == nil)
        #expect(ClockProgress(status: .running, secondsLeft: 1, setSeconds: 1).problem == nil)
        #expect(
            ClockProgress(status: .paused, secondsLeft: -1, setSeconds: 60).problem
                == "'clock.secondsLeft' must be a whole number from 0 to 3599, not -1.")
        #expect(
            ClockProgress(status: .stopped, secondsLeft: 5, setSeconds: 3600).problem
                == "'clock.setSeconds' must be a whole number from 1 to 3599, not 3600.")
        #expect(
            GatherProgressRequest(score: "1-0", clock: ClockProgress(status: .stopped, secondsLeft: 5, setSeconds: 5))
                .problem == #"'score' must be "A:B" with each side a whole number from 0 to 99, not "1-0"."#)
    }
}
