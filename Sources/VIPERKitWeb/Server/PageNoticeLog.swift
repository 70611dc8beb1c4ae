import Foundation
import Vapor

/// The `notice` lines that pages and strangers cause (a WebSocket from another origin, malformed,
/// dropped or unused events), within an allowance: a burst, then a steady rate. Past it, lines are
/// counted rather than written, and the count is written before the next line allowed, so no
/// stranger can fill the log, and the operator still learns how much was left out.
final class PageNoticeLog: @unchecked Sendable {
    // @unchecked: `allowance` and `leftOut` are read and written with `lock` held.
    private let lock = NSLock()
    private var allowance: EventBudget
    private var leftOut = 0

    /// 100 lines at once, then one a second: far above what honest pages cause.
    init(burst: Int = 100, perSecond: Double = 1) {
        allowance = EventBudget(burst: burst, perSecond: perSecond)
    }

    /// Writes `line` to `logger` at `notice` when the allowance has room, after a line counting
    /// those left out since the last one written; otherwise counts it.
    func notice(_ line: @autoclosure () -> String, to logger: Logger, at now: ContinuousClock.Instant = .now) {
        let leftOutBefore: Int? = lock.withLock {
            guard allowance.take(at: now) else {
                leftOut += 1
                return nil
            }
            defer { leftOut = 0 }
            return leftOut
        }
        guard let leftOutBefore else { return }
        if leftOutBefore > 0 {
            logger.notice("\(leftOutBefore) lines about pages were left out: they came faster than the log takes them.")
        }
        logger.notice("\(line())")
    }
}
