import Foundation
import NIOConcurrencyHelpers
import Vapor

/// Counts failed logins per username and per client address, and new accounts per address, in
/// memory; refuses with 429 and `Retry-After` once a count reaches its limit within its window.
final class AccountThrottle: Sendable {
    private struct State {
        var failuresByUsername: SlidingWindowCounter
        var failuresByAddress: SlidingWindowCounter
        var registrationsByAddress: SlidingWindowCounter
    }

    private let state: NIOLockedValueBox<State>
    private let now: @Sendable () -> Date

    /// - Parameter now: the clock; tests pass one they move by hand.
    init(limits: AccountLimits, now: @escaping @Sendable () -> Date = { Date() }) {
        let capacity = max(1, limits.trackedKeys)
        state = NIOLockedValueBox(
            State(
                failuresByUsername: SlidingWindowCounter(
                    limit: limits.failuresPerUsername, window: limits.failureWindow, capacity: capacity),
                failuresByAddress: SlidingWindowCounter(
                    limit: limits.failuresPerAddress, window: limits.failureWindow, capacity: capacity),
                registrationsByAddress: SlidingWindowCounter(
                    limit: limits.registrationsPerAddress, window: limits.registrationWindow, capacity: capacity)))
        self.now = now
    }

    /// Throws 429 when `username` (its ``Username/key(_:)``) or `address` has too many recent failures.
    func checkLogin(username: String, address: String) throws {
        let time = now()
        let (forUsername, forAddress) = state.withLockedValue {
            (
                $0.failuresByUsername.retryAfter(for: username, at: time),
                $0.failuresByAddress.retryAfter(for: address, at: time)
            )
        }
        if let seconds = forUsername {
            throw Self.refusal("Too many failed login attempts for this account.", seconds: seconds)
        }
        if let seconds = forAddress {
            throw Self.refusal("Too many failed login attempts from this address.", seconds: seconds)
        }
    }

    func recordLoginFailure(username: String, address: String) {
        let time = now()
        state.withLockedValue {
            $0.failuresByUsername.record(username, at: time)
            $0.failuresByAddress.record(address, at: time)
        }
    }

    /// Forgets the failures of `username`; those of the address still count.
    func recordLoginSuccess(username: String) {
        state.withLockedValue { $0.failuresByUsername.clear(username) }
    }

    /// Throws 429 when `address` created too many accounts recently.
    func checkRegistration(address: String) throws {
        let time = now()
        if let seconds = state.withLockedValue({ $0.registrationsByAddress.retryAfter(for: address, at: time) }) {
            throw Self.refusal("Too many accounts were created from this address.", seconds: seconds)
        }
    }

    func recordRegistration(address: String) {
        let time = now()
        state.withLockedValue { $0.registrationsByAddress.record(address, at: time) }
    }

    private static func refusal(_ sentence: String, seconds: Int) -> Abort {
        Abort(
            .tooManyRequests, headers: ["Retry-After": String(seconds)],
            reason: "\(sentence) Try again in \(seconds) second\(seconds == 1 ? "" : "s").")
    }
}

/// Events per key within a sliding window, keeping at most `limit` times per key and at most
/// `capacity` keys, each cut to ``keyLength`` characters.
struct SlidingWindowCounter {
    /// Characters of a key that count; longer keys (never a real username) share their prefix's events.
    static let keyLength = 256

    let limit: Int
    let window: TimeInterval
    let capacity: Int
    private(set) var events: [String: [Date]] = [:]

    init(limit: Int, window: TimeInterval, capacity: Int) {
        self.limit = max(1, limit)
        self.window = window
        self.capacity = capacity
    }

    /// Whole seconds (at least 1) until `key` is under its limit again, or `nil` when it is now.
    func retryAfter(for key: String, at time: Date) -> Int? {
        let key = Self.bounded(key)
        let recent = (events[key] ?? []).filter { time.timeIntervalSince($0) < window }
        guard recent.count >= limit, let oldest = recent.first else { return nil }
        let wait = oldest.addingTimeInterval(window).timeIntervalSince(time)
        return max(1, Int(wait.rounded(.up)))
    }

    mutating func record(_ key: String, at time: Date) {
        let key = Self.bounded(key)
        if events[key] == nil, events.count >= capacity {
            evict(at: time)
        }
        var recent = (events[key] ?? []).filter { time.timeIntervalSince($0) < window }
        recent.append(time)
        events[key] = Array(recent.suffix(limit))
    }

    mutating func clear(_ key: String) {
        events[Self.bounded(key)] = nil
    }

    private static func bounded(_ key: String) -> String {
        key.count > keyLength ? String(key.prefix(keyLength)) : key
    }

    /// Drops the keys whose events are all outside the window; when that frees too little, the
    /// least recently seen tenth of the keys too.
    private mutating func evict(at time: Date) {
        events = events.filter { _, times in times.last.map { time.timeIntervalSince($0) < window } ?? false }
        guard events.count >= capacity else { return }
        let oldestFirst = events.sorted { ($0.value.last ?? .distantPast) < ($1.value.last ?? .distantPast) }
        for (key, _) in oldestFirst.prefix(max(1, capacity / 10)) {
            events[key] = nil
        }
    }
}

struct AccountThrottleKey: StorageKey {
    typealias Value = AccountThrottle
}

extension Application {
    /// The login and registration counters `configure` set up.
    var accountThrottle: AccountThrottle {
        get {
            guard let throttle = storage[AccountThrottleKey.self] else {
                preconditionFailure("configure(_:_:) sets up the account throttle before any route runs")
            }
            return throttle
        }
        set { storage[AccountThrottleKey.self] = newValue }
    }
}
