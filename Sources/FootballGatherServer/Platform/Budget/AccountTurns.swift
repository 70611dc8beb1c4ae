import Foundation
import Metrics
import NIOConcurrencyHelpers
import NIOCore
import Vapor

/// How many of one account's requests an instance works on at once, so that an account sending
/// many requests together (four phones listing every game without pause) takes its turns one after
/// another and leaves the other accounts the rest of the machine. A request past ``running`` waits
/// its turn, in arrival order; past ``waiting`` more it is refused.
public struct AccountTurnLimits: Sendable, Equatable {
    /// Requests of one account worked on at once by one instance.
    public var running: Int
    /// Requests of one account that may wait for a turn; past it, 429.
    public var waiting: Int

    /// 1 at once, 64 waiting.
    public init(running: Int = 1, waiting: Int = 64) {
        self.running = max(1, running)
        self.waiting = max(0, waiting)
    }

    /// The values `API_REQUESTS_AT_ONCE_PER_ACCOUNT` may take, besides `off`.
    public static let runningRange = 1...1_000
}

/// The turns of each account's requests on this instance: ``AccountTurnLimits/running`` at once,
/// the rest waiting in arrival order. Only accounts with a request running are followed, so what it
/// holds is bounded by the requests in flight.
final class AccountTurns: Sendable {
    /// Why a request gets no turn.
    enum Refusal: Error, Equatable {
        /// ``AccountTurnLimits/waiting`` requests of the account are already waiting.
        case queueFull
    }

    private struct Account {
        var running = 0
        var waiting: [EventLoopPromise<Void>] = []
    }

    let limits: AccountTurnLimits
    private let accounts = NIOLockedValueBox<[UUID: Account]>([:])

    init(limits: AccountTurnLimits) {
        self.limits = limits
    }

    /// Succeeds when `account` may go on (at once while it has fewer than ``AccountTurnLimits/running``
    /// requests running, else when one of them ends), or fails with ``Refusal/queueFull``. Every
    /// success must be followed by one ``end(for:)``.
    func begin(for account: UUID, on eventLoop: any EventLoop) -> EventLoopFuture<Void> {
        enum Turn {
            case now
            case queued(EventLoopPromise<Void>)
            case refused
        }
        let turn: Turn = accounts.withLockedValue { accounts in
            var entry = accounts[account, default: Account()]
            defer { accounts[account] = entry }
            if entry.running < limits.running {
                entry.running += 1
                return .now
            }
            guard entry.waiting.count < limits.waiting else { return .refused }
            let promise = eventLoop.makePromise(of: Void.self)
            entry.waiting.append(promise)
            return .queued(promise)
        }
        switch turn {
        case .now: return eventLoop.makeSucceededVoidFuture()
        case .queued(let promise): return promise.futureResult
        case .refused: return eventLoop.makeFailedFuture(Refusal.queueFull)
        }
    }

    /// Ends a turn of `account`: the longest waiting request of the account takes it, if any.
    func end(for account: UUID) {
        let next: EventLoopPromise<Void>? = accounts.withLockedValue { accounts in
            guard var entry = accounts[account] else { return nil }
            if entry.waiting.isEmpty {
                entry.running -= 1
                accounts[account] = entry.running > 0 ? entry : nil
                return nil
            }
            let next = entry.waiting.removeFirst()
            accounts[account] = entry
            return next
        }
        next?.succeed()
    }

    /// Requests of `account` running and waiting now (for tests and metrics).
    func count(for account: UUID) -> (running: Int, waiting: Int) {
        accounts.withLockedValue { accounts in
            accounts[account].map { ($0.running, $0.waiting.count) } ?? (0, 0)
        }
    }

    /// Accounts with a request running.
    var followedAccounts: Int {
        accounts.withLockedValue { $0.count }
    }
}

/// Works on a signed-in request in its account's turn (``AccountTurns``): at once while fewer than
/// the limit of the account's requests are being worked on, else once one of them is answered; past
/// the waiting limit, 429 with a sentence. A turn lasts until the response is made (an event
/// stream's response is made at once, and what it sends later holds no turn). After the bearer
/// token is checked.
struct AccountTurnMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        guard let turns = request.application.accountTurns, let session = request.auth.get(BearerSession.self)
        else { return next.respond(to: request) }
        let account = session.userID
        return turns.begin(for: account, on: request.eventLoop)
            .flatMapErrorThrowing { _ in throw Self.refusal(turns.limits) }
            .flatMap { next.respond(to: request).always { _ in turns.end(for: account) } }
    }

    static func refusal(_ limits: AccountTurnLimits) -> Abort {
        Counter(label: "footballgather_request_budget_refusals_total", dimensions: [("budget", "account-at-once")])
            .increment()
        return Abort(
            .tooManyRequests, headers: ["Retry-After": "1"],
            reason: "Too many requests at once from this account (\(limits.running + limits.waiting)): "
                + "wait for the ones sent to be answered.")
    }
}

private struct AccountTurnsKey: StorageKey {
    typealias Value = AccountTurns
}

extension Application {
    /// The turns of each account's requests, set by `configure`; `nil` when unlimited.
    var accountTurns: AccountTurns? {
        get { storage[AccountTurnsKey.self] }
        set { storage[AccountTurnsKey.self] = newValue }
    }
}
