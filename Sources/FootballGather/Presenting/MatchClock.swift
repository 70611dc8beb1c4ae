import struct FootballGatherAPI.ClockProgress
import enum FootballGatherAPI.ClockStatus

/// A match clock (Gather's, and Watch's copy of the organiser's): counts down once per second on
/// an injected clock and stops at 00:00.
///
/// Seconds are counted from the instant the clock starts (or resumes), so a late tick never
/// makes the countdown drift. Releasing the match clock cancels its ticking.
@MainActor
final class MatchClock {
    /// Where the countdown stands: stopped, running or paused, as recorded on the server.
    typealias Status = ClockStatus

    /// Ten minutes, the match time before the user sets another.
    static let defaultSeconds = ClockProgress.defaultSeconds
    /// The longest time that can be set: 59:59.
    static let maximumSeconds = ClockProgress.maximumSeconds

    /// The time last set, in seconds; Cancel and a new Start go back to it.
    private(set) var setSeconds = MatchClock.defaultSeconds
    /// Seconds left.
    private(set) var remaining = MatchClock.defaultSeconds
    private(set) var status = Status.stopped
    /// `true` once the countdown reached 00:00, until the clock is set, started or cancelled.
    private(set) var isTimeUp = false
    /// While the clock runs: which run this is (counted from 1 since the clock was made) and the
    /// seconds left when it started; `nil` otherwise.
    private(set) var run: (number: Int, startSeconds: Int)?
    private var runs = 0
    /// Called after every change (tick, start, pause, …).
    var onChange: (@MainActor () -> Void)?

    private let clock: any Clock<Duration>
    private var ticking: Task<Void, Never>?

    /// "MM:SS" for a number of seconds.
    static func text(seconds: Int) -> String {
        let minutes = String(seconds / 60)
        let seconds = String(seconds % 60)
        return String(repeating: "0", count: max(0, 2 - minutes.count)) + minutes + ":"
            + String(repeating: "0", count: max(0, 2 - seconds.count)) + seconds
    }

    init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    deinit {
        ticking?.cancel()
    }

    /// Sets the clock to `seconds` (1...59:59; other values are ignored). A running clock goes
    /// on counting down from there; a paused or stopped one stays as it is.
    func set(seconds: Int) {
        guard (1...Self.maximumSeconds).contains(seconds) else { return }
        let wasRunning = status == .running
        stopTicking()
        setSeconds = seconds
        remaining = seconds
        isTimeUp = false
        if wasRunning {
            startTicking()
        } else {
            onChange?()
        }
    }

    /// Starts a stopped clock, from the time last set when the previous countdown ran out.
    func start() {
        guard status == .stopped else { return }
        if remaining == 0 { remaining = setSeconds }
        isTimeUp = false
        startTicking()
    }

    /// Pauses a running clock, keeping the time left.
    func pause() {
        guard status == .running else { return }
        stopTicking()
        status = .paused
        onChange?()
    }

    /// Resumes a paused clock.
    func resume() {
        guard status == .paused else { return }
        startTicking()
    }

    /// Stops the clock and resets it to the time last set.
    func cancel() {
        stopTicking()
        remaining = setSeconds
        status = .stopped
        isTimeUp = false
        onChange?()
    }

    /// Puts the clock where a recorded match left it: set to `setSeconds` (1...59:59), with
    /// `remaining` left (0...59:59), and running on from there, paused, or stopped (00:00 stopped
    /// is a time that ran out). Values out of range are ignored.
    func restore(setSeconds: Int, remaining: Int, status: Status) {
        guard (1...Self.maximumSeconds).contains(setSeconds), (0...Self.maximumSeconds).contains(remaining) else {
            return
        }
        stopTicking()
        self.setSeconds = setSeconds
        self.remaining = remaining
        isTimeUp = remaining == 0
        if status == .running, remaining > 0 {
            startTicking()
        } else {
            self.status = remaining == 0 ? .stopped : status
            onChange?()
        }
    }

    /// Stops ticking for good (the gather ended or the screen is left), keeping the time shown.
    func halt() {
        stopTicking()
        if status == .running { status = .paused }
    }

    private func stopTicking() {
        ticking?.cancel()
        ticking = nil
        run = nil
    }

    private func startTicking() {
        status = .running
        runs += 1
        run = (runs, remaining)
        ticking = Self.countDown(on: clock, from: remaining) { [weak self] left in
            self?.tick(left: left) ?? false
        }
        onChange?()
    }

    /// Records a tick; returns whether the countdown goes on.
    private func tick(left: Int) -> Bool {
        remaining = left
        if left == 0 {
            status = .stopped
            isTimeUp = true
            ticking = nil
            run = nil
        }
        onChange?()
        return left > 0
    }

    /// Starts a task that calls `tick` with the seconds left after each second on `clock`,
    /// until `tick` returns `false`, the count reaches 0 or the task is cancelled.
    private static func countDown<C: Clock<Duration>>(
        on clock: C, from seconds: Int, tick: @escaping @MainActor (Int) -> Bool
    ) -> Task<Void, Never> {
        let start = clock.now
        return Task { @MainActor in
            for elapsed in 1...max(seconds, 1) {
                do {
                    try await clock.sleep(until: start.advanced(by: .seconds(elapsed)), tolerance: nil)
                } catch {
                    return
                }
                guard !Task.isCancelled, tick(seconds - elapsed) else { return }
            }
        }
    }
}
