import Foundation
import Metrics
import NIOConcurrencyHelpers
import Vapor

/// Enforces ``RequestBudgetLimits`` in this process: one ``TokenBucket`` per client address and
/// per account, created full on first use and forgotten once full again.
///
/// On PostgreSQL, ``RequestBudgetSharing`` tells every instance, each second, what the others
/// spent, and each takes it from its own buckets: a client's sustained rate is shared across
/// instances; each instance still lets its first burst through.
final class RequestBudget: Sendable {
    /// Whose budget a request is taken from.
    enum Client: Sendable, Hashable {
        case address(String)
        case account(UUID)

        /// The client's name in the budget and in the shared table.
        var key: String {
            switch self {
            case .address(let address): "address " + ClientAddressKey.of(address)
            case .account(let id): "account " + id.uuidString.lowercased()
            }
        }
    }

    let limits: RequestBudgetLimits
    /// Whether spending is kept for ``RequestBudgetSharing`` (PostgreSQL only).
    let isShared: Bool
    private let now: @Sendable () -> Double
    private let state: NIOLockedValueBox<State>

    /// Seconds between sweeps of the buckets that are full again.
    static let sweepInterval = BucketStore.sweepInterval

    private struct State {
        var buckets: BucketStore
        /// Requests taken here since they were last shared, by client key.
        var unshared: [String: Int] = [:]
        /// Every instance's spending as last shared, by client key.
        var sharedTotals: [String: Int64] = [:]
    }

    /// - Parameters:
    ///   - isShared: whether the spending is shared with other instances (kept until taken).
    ///   - now: seconds on a monotonic clock; tests pass one they move by hand.
    init(
        limits: RequestBudgetLimits, isShared: Bool = false,
        now: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.limits = limits
        self.isShared = isShared
        self.now = now
        state = NIOLockedValueBox(State(buckets: BucketStore(tracked: limits.trackedClients, now: now())))
    }

    /// Takes one request from `client`'s budget.
    /// - Returns: `nil` when taken (or the client has no budget), else the whole seconds to wait.
    func take(_ client: Client) -> Int? {
        guard let rate = rate(of: client) else { return nil }
        let key = client.key
        let time = now()
        let wait: Double? = state.withLockedValue { state in
            let wait = state.buckets.take(
                key, capacity: Double(rate.burst), perSecond: Double(rate.perSecond), at: time)
            if wait == nil, isShared { state.unshared[key, default: 0] += 1 }
            if state.sharedTotals.count > state.buckets.buckets.count * 2 + 64 {
                state.sharedTotals = state.sharedTotals.filter { state.buckets.buckets[$0.key] != nil }
            }
            return wait
        }
        return wait.map { max(1, Int($0.rounded(.up))) }
    }

    /// The requests taken here since the last call, by client key; they count as shared from now.
    func takeUnshared() -> [String: Int] {
        state.withLockedValue { state in
            defer { state.unshared = [:] }
            return state.unshared
        }
    }

    /// Keeps `spent` for the next share, after one failed.
    func giveBackUnshared(_ spent: [String: Int]) {
        state.withLockedValue { state in
            state.unshared.merge(spent, uniquingKeysWith: +)
        }
    }

    /// Takes from each client's bucket what other instances spent: `totals` is every instance's
    /// spending after this one added `mine`. A client seen for the first time is not charged for
    /// what was spent before.
    func absorb(totals: [String: Int64], mine: [String: Int]) {
        let time = now()
        state.withLockedValue { state in
            for (key, total) in totals {
                defer { state.sharedTotals[key] = total }
                guard let seen = state.sharedTotals[key], let rate = rate(ofKey: key) else { continue }
                let others = total - seen - Int64(mine[key] ?? 0)
                guard others > 0 else { continue }
                state.buckets.debit(
                    key, Double(others), capacity: Double(rate.burst), perSecond: Double(rate.perSecond), at: time)
            }
        }
    }

    /// How many clients are followed now.
    var trackedClients: Int { state.withLockedValue { $0.buckets.buckets.count } }

    private func rate(of client: Client) -> RequestBudgetLimits.Rate? {
        switch client {
        case .address: limits.perAddress
        case .account: limits.perAccount
        }
    }

    private func rate(ofKey key: String) -> RequestBudgetLimits.Rate? {
        key.hasPrefix("account ") ? limits.perAccount : limits.perAddress
    }

    /// The 429 for a client that must wait `seconds`.
    static func refusal(_ client: Client, wait seconds: Int) -> Abort {
        let whose =
            switch client {
            case .address: "this address"
            case .account: "this account"
            }
        Counter(
            label: "footballgather_request_budget_refusals_total",
            dimensions: [("budget", client.kind)]
        ).increment()
        return Abort(
            .tooManyRequests, headers: ["Retry-After": String(seconds)],
            reason: "Too many requests from \(whose): try again in \(seconds) second\(seconds == 1 ? "" : "s").")
    }
}

extension RequestBudget.Client {
    /// `address` or `account`, the label of the refusals' metric.
    var kind: String {
        switch self {
        case .address: "address"
        case .account: "account"
        }
    }
}
