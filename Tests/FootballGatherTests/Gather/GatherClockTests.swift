import Clocks
import FootballGatherTestSupport
import Testing
import VIPERKit
import VIPERKitTesting

@testable import FootballGather

/// Each test advances a test clock and then awaits the rendered state it expects: the ticks
/// reach the view asynchronously, so the test waits for the render instead of sleeping.
@MainActor
@Suite("Gather presenter: the match clock", .timeLimit(.minutes(1)))
struct GatherClockTests {
    let view = RecordingGatherView()
    let clock = TestClock()
    let presenter: GatherPresenter

    init() {
        presenter = Self.makePresenter(view: view, clock: clock)
    }

    static func makePresenter(view: RecordingGatherView, clock: TestClock<Duration>) -> GatherPresenter {
        GatherPresenter(
            view: view,
            interactor: GatherInteractor(gathers: FakeGatherService(), gatherID: GatherFlowFixtures.gather.id),
            router: RecordingGatherRouter(), delegate: nil, gather: GatherFlowFixtures.gather,
            matchClock: MatchClock(clock: clock)
        )
    }

    /// "MM:SS" for every second from `from` down to `to`, both included.
    static func clockTexts(from: Int, to: Int) -> [String] {
        stride(from: from, through: to, by: -1).map { seconds in
            let minutes = seconds / 60
            let rest = seconds % 60
            return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
        }
    }

    @Test("a ten-minute countdown shows every second and ends with Time's up!")
    func fullCountdown() async {
        presenter.didTapClockAction()
        await clock.advance(seconds: 1)
        await view.waitForClock("09:59")

        #expect(presenter.state == .expected(clock: "09:59", action: "Pause"))

        await clock.advance(seconds: 599)
        await view.waitForTimeUp()

        #expect(presenter.state == .expected(clock: "00:00", action: "Start", message: "Time's up!"))
        #expect(view.states.map(\.clock) == ["10:00"] + Self.clockTexts(from: 599, to: 0))
        #expect(view.states.map(\.clockAction) == Array(repeating: "Pause", count: 600) + ["Start"])
    }

    @Test("the clock does not go on after 00:00")
    func stopsAtZero() async throws {
        await presenter.setTime(minutes: 0, seconds: 2)
        let rendered = view.states.count - 1
        presenter.didTapClockAction()
        await clock.advance(seconds: 10)
        await view.waitForTimeUp()

        #expect(presenter.state == .expected(clock: "00:00", message: "Time's up!"))
        #expect(view.states[rendered...].map(\.clock) == ["00:02", "00:02", "00:01", "00:00"])
        try await clock.checkSuspension()
    }

    @Test("Start after Time's up! counts down again from the time set")
    func restartAfterTimeUp() async {
        await presenter.setTime(minutes: 0, seconds: 3)
        presenter.didTapClockAction()
        await clock.advance(seconds: 3)
        await view.waitForTimeUp()

        presenter.didTapClockAction()

        #expect(presenter.state == .expected(clock: "00:03", action: "Pause", run: (2, 3)))

        await clock.advance(seconds: 1)
        await view.waitForClock("00:02")

        #expect(presenter.state == .expected(clock: "00:02", action: "Pause", run: (2, 3)))
        presenter.didTapResetClock()
        #expect(presenter.state == .expected(clock: "00:03"))
    }

    @Test("Pause keeps the time left and Resume goes on from it")
    func pauseAndResume() async {
        presenter.didTapClockAction()
        await clock.advance(seconds: 3)
        await view.waitForClock("09:57")
        presenter.didTapClockAction()

        #expect(presenter.state == .expected(clock: "09:57", action: "Resume"))

        let rendered = view.states.count
        await clock.advance(seconds: 30)

        #expect(view.states.count == rendered)

        presenter.didTapClockAction()
        await clock.advance(seconds: 2)
        await view.waitForClock("09:55")

        // Resume starts a second run, from 09:57: the page counts to the same end all along.
        #expect(presenter.state == .expected(clock: "09:55", action: "Pause", run: (2, 597)))
    }

    @Test("the screen says Paused while the clock is paused, and not while it is stopped or runs")
    func pausedIsSaid() async {
        #expect(presenter.state.clockStatus == nil)
        presenter.didTapClockAction()
        #expect(presenter.state.clockStatus == nil)

        presenter.didTapClockAction()
        #expect(presenter.state.clockAction == "Resume")
        #expect(presenter.state.clockStatus == "Paused")

        presenter.didTapClockAction()
        #expect(presenter.state.clockStatus == nil)

        presenter.didTapClockAction()
        presenter.didTapResetClock()
        #expect(presenter.state.clockAction == "Start")
        #expect(presenter.state.clockStatus == nil)
    }

    @Test("every second of one run carries the same countdown, so a page that counts by itself needs nothing new")
    func countdownPerRun() async {
        presenter.didTapClockAction()
        let first = presenter.state.countdown
        await clock.advance(seconds: 5)
        await view.waitForClock("09:55")

        #expect(first == ClockCountdown(run: 1, startSeconds: 600, startText: "10:00"))
        #expect(Set(view.states.compactMap(\.countdown)) == [first])
        presenter.didTapClockAction()
        #expect(presenter.state.countdown == nil)
        presenter.didTapClockAction()
        #expect(presenter.state.countdown == ClockCountdown(run: 2, startSeconds: 595, startText: "09:55"))
    }

    @Test("Cancel stops the clock and resets it to the time last set")
    func cancel() async {
        await presenter.setTime(minutes: 2, seconds: 30)
        presenter.didTapClockAction()
        await clock.advance(seconds: 10)
        await view.waitForClock("02:20")

        presenter.didTapResetClock()

        #expect(presenter.state == .expected(clock: "02:30"))

        let rendered = view.states.count
        await clock.advance(seconds: 5)

        #expect(view.states.count == rendered)
    }

    @Test("Cancel after Time's up! clears the message and resets the clock")
    func cancelAfterTimeUp() async {
        await presenter.setTime(minutes: 0, seconds: 1)
        presenter.didTapClockAction()
        await clock.advance(seconds: 1)
        await view.waitForTimeUp()

        presenter.didTapResetClock()

        #expect(presenter.state == .expected(clock: "00:01"))
    }

    @Test("While the clock runs the picker starts at the time left, and a new time goes on running from there")
    func setWhileRunning() async {
        presenter.didTapClockAction()
        await clock.advance(seconds: 4)
        await view.waitForClock("09:56")
        await presenter.perform(.openTimePicker)
        #expect([presenter.state.timePicker?.minutes, presenter.state.timePicker?.seconds] == ["09", "56"])
        await presenter.perform(.closeTimePicker)

        await presenter.setTime(minutes: 5, seconds: 0)
        #expect(presenter.state == .expected(clock: "05:00", action: "Pause", run: (2, 300)))
        await clock.advance(seconds: 2)
        await view.waitForClock("04:58")
        #expect(presenter.state == .expected(clock: "04:58", action: "Pause", run: (2, 300)))

        presenter.didTapResetClock()
        #expect(presenter.state == .expected(clock: "05:00"))
    }

    @Test("A new time set while paused stays paused")
    func setWhilePaused() async {
        presenter.didTapClockAction()
        await clock.advance(seconds: 1)
        await view.waitForClock("09:59")
        presenter.didTapClockAction()

        await presenter.setTime(minutes: 3, seconds: 30)
        let rendered = view.states.count
        await clock.advance(seconds: 3)

        #expect(presenter.state == .expected(clock: "03:30", action: "Resume"))
        #expect(view.states.count == rendered)
    }

    @Test("closing the screen releases the presenter and stops the ticking")
    func releaseStopsTicking() async throws {
        var presenter: GatherPresenter? = Self.makePresenter(view: view, clock: clock)
        presenter?.didTapClockAction()
        let reference = WeakReference(try #require(presenter))

        presenter = nil
        await clock.advance(seconds: 5)

        #expect(reference.isReleased)
        #expect(view.states == [.expected(action: "Pause")])
    }
}
