/// Which of a page's numbered events a tab applies: each number once, in order.
///
/// The page numbers every event it sends (see `viperkit.js`, the outbox) and keeps it until the
/// server acknowledges that number; after a reconnect it sends again whatever was not
/// acknowledged. The tab applies the number it expects next, acknowledges duplicates without
/// applying them, and asks the page to send again from the number it expects when one is missing
/// (dropped on the way, or refused by an allowance), so nothing is applied out of order or twice.
struct EventSequence: Equatable {
    /// What to do with an event that arrived.
    enum Verdict: Equatable {
        /// The number expected: apply it, then call ``didApply(_:)``. The number is taken at
        /// once, so another connection of the tab never applies it too.
        case apply
        /// Applied before: acknowledge it again, apply nothing.
        case duplicate
        /// Later than expected: apply nothing, and ask the page to send again from `from`.
        case gap(from: Int)
        /// Later than expected, and the page was already asked to send again: apply nothing.
        case waitForResend
    }

    /// The number expected next; `nil` until the page said where it starts.
    private(set) var next: Int?
    /// The number of the last event applied (0 when none was).
    private(set) var applied = 0
    /// The number the page was last asked to send again from, while it is still the one expected.
    private var askedFrom: Int?

    /// A page connected whose outbox starts at `first` (its oldest event not acknowledged, or the
    /// number it will use next when the outbox is empty): numbers below it were applied or given
    /// up by the page, so the tab expects `first`, unless it already applied it.
    /// - Returns: the number to acknowledge at once (every event the tab applied so far).
    mutating func connect(startingAt first: Int) -> Int {
        let first = max(1, first)
        if let next, next >= first {
            askedFrom = nil
            return next - 1
        }
        next = first
        applied = max(applied, first - 1)
        askedFrom = nil
        return first - 1
    }

    /// What to do with event `number`.
    mutating func receive(_ number: Int) -> Verdict {
        let expected = next ?? number
        if number < expected { return .duplicate }
        if number > expected {
            guard askedFrom != expected else { return .waitForResend }
            askedFrom = expected
            return .gap(from: expected)
        }
        next = number + 1
        askedFrom = nil
        return .apply
    }

    /// Event `number`, taken by ``receive(_:)``, was applied.
    mutating func didApply(_ number: Int) {
        applied = max(applied, number)
    }

    /// The page gave up the events through `last` (its outbox was full): the tab expects the one after.
    mutating func skip(through last: Int) {
        guard last >= (next ?? 1) else { return }
        next = last + 1
        applied = max(applied, last)
        askedFrom = nil
    }

    /// Asks the page to send again from the number expected (an event was refused by an
    /// allowance); `nil` before the page said where it starts.
    mutating func resendExpected() -> Int? {
        guard let next else { return nil }
        askedFrom = next
        return next
    }
}
