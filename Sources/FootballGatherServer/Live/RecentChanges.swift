import Foundation

/// The latest changes of each account, kept for the streams that reconnect: each account keeps its
/// own last few, so a busy account does not push another's out, and the accounts with the oldest
/// news are forgotten whole past a number of accounts.
struct RecentChanges {
    /// The changes kept per account, and the accounts kept.
    let perAccount: Int
    let accounts: Int
    private var rings: [UUID: Ring] = [:]
    /// The newest change of any account forgotten whole: an account without changes kept may
    /// have had changes up to it.
    private var forgottenThrough = 0

    private struct Ring {
        /// Oldest first.
        var changes: [Change] = []
        /// The newest of this account's changes that is no longer kept.
        var droppedThrough = 0

        /// The sequence of the account's newest change.
        var newest: Int { changes.last?.sequence ?? droppedThrough }
    }

    init(perAccount: Int, accounts: Int) {
        self.perAccount = max(1, perAccount)
        self.accounts = max(1, accounts)
    }

    /// Keeps `change`, the newest of all.
    mutating func append(_ change: Change) {
        var ring = rings[change.userID] ?? Ring(droppedThrough: forgottenThrough)
        ring.changes.append(change)
        if ring.changes.count > perAccount {
            let dropped = ring.changes.count - perAccount
            ring.droppedThrough = ring.changes[dropped - 1].sequence
            ring.changes.removeFirst(dropped)
        }
        rings[change.userID] = ring
        if rings.count > accounts, let oldest = rings.min(by: { $0.value.newest < $1.value.newest }) {
            forgottenThrough = max(forgottenThrough, oldest.value.newest)
            rings[oldest.key] = nil
        }
    }

    /// The changes of `userID` after `seen`, oldest first; `nil` when some of them are no longer kept.
    func changes(of userID: UUID, after seen: Int) -> [Change]? {
        guard let ring = rings[userID] else { return seen >= forgottenThrough ? [] : nil }
        guard seen >= ring.droppedThrough else { return nil }
        return ring.changes.filter { $0.sequence > seen }
    }

    /// How many changes are kept in all.
    var count: Int { rings.values.reduce(0) { $0 + $1.changes.count } }
}
