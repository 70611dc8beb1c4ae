import Clocks
import FootballGatherTestSupport
import Testing
import VIPERKitTesting

@testable import FootballGather

@MainActor
@Suite("Match clock", .timeLimit(.minutes(1)))
struct MatchClockTests {
    let clock = TestClock()
    let matchClock: MatchClock
    let changes = ChangeWaiter()

    init() {
        matchClock = MatchClock(clock: clock)
        matchClock.onChange = { [changes] in changes.changed() }
    }

    @Test("it starts stopped at ten minutes")
    func defaults() {
        #expect(matchClock.status == .stopped)
        #expect(matchClock.remaining == 600)
        #expect(matchClock.setSeconds == 600)
        #expect(matchClock.isTimeUp == false)
    }

    @Test("times outside 00:01…59:59 are ignored", arguments: [0, -5, 3600, Int.max, Int.min])
    func ignoresBadTimes(seconds: Int) {
        matchClock.set(seconds: seconds)

        #expect(matchClock.setSeconds == 600)
        #expect(matchClock.remaining == 600)
    }

    @Test("actions that do not fit the state change nothing")
    func ignoresActionsOutOfState() async {
        matchClock.pause()
        matchClock.resume()
        #expect(matchClock.status == .stopped)

        matchClock.start()
        matchClock.start()
        matchClock.resume()
        await clock.advance(seconds: 1)
        await changes.wait { [matchClock] in matchClock.remaining == 599 }

        #expect(matchClock.status == .running)

        await clock.advance(seconds: 1)
        await changes.wait { [matchClock] in matchClock.remaining == 598 }

        #expect(matchClock.status == .running)
    }

    @Test("halting keeps the time shown and stops the ticking")
    func halt() async {
        matchClock.start()
        await clock.advance(seconds: 2)
        await changes.wait { [matchClock] in matchClock.remaining == 598 }

        matchClock.halt()
        await clock.advance(seconds: 2)

        #expect(matchClock.status == .paused)
        #expect(matchClock.remaining == 598)
    }

    @Test("halting a stopped clock leaves it stopped")
    func haltStopped() {
        matchClock.halt()

        #expect(matchClock.status == .stopped)
    }
}
