import FootballGatherAPI
import Foundation
import NIOConcurrencyHelpers

/// The changes made to every user's data through this process (and, when relayed, through the
/// other instances sharing its database), told to the streams that hear them, and the latest of
/// them kept (`keeping`), so a stream that reconnects with the id of the last change it saw is
/// replayed what it missed, or told it missed some.
///
/// Every stream is a ``Subscriber`` with an ``Audience``: an account (its own change streams, or a
/// front end in this process) or a link (a live link's or an invite link's watchers, who hear one
/// topic of its owner). Opening one is in `ChangeFeed+Opening.swift`, the ids on a link's stream
/// in `ChangeFeed+LinkIDs.swift`; this file tells changes and ends streams.
///
/// A change id is `<epoch>-<sequence>`; the epoch is new with every process, so an id from before a
/// restart (or from another instance) is always answered "missed".
public final class ChangeFeed: Sendable {
    /// Why a stream was not opened.
    public enum Refusal: Error, Equatable {
        case tooManyForUser, tooManyFromAddress, tooManyInAll
        case tooManyWatchingLink, tooManyWatchingFromAddress, tooManyWatchingInAll

        /// A sentence for the client.
        public var reason: String {
            switch self {
            case .tooManyForUser: "Too many change streams are open for this account; close one first."
            case .tooManyFromAddress: "Too many change streams are open from this address; close one first."
            case .tooManyInAll: "The server holds as many change streams as it can; try again in a minute."
            case .tooManyWatchingLink: "This match has as many watchers as it can take; try again in a minute."
            case .tooManyWatchingFromAddress: "Too many pages watch matches from this address; close one first."
            case .tooManyWatchingInAll: "The server has as many watchers as it can take; try again in a minute."
            }
        }
    }

    /// An open stream: the events it was owed on opening (replayed or `missed`), then every new one.
    public struct Subscription: Sendable {
        public let owed: [ChangeEvent]
        public let events: AsyncStream<ChangeEvent>
        let continuation: AsyncStream<ChangeEvent>.Continuation
        let forget: @Sendable () -> Void

        /// Frees the stream's place at once, then ends it. It waits for the feed's lock, so it is
        /// never called from a task's cancellation handler or an `onTermination` (the runtime holds
        /// the task's lock there, which telling that task a change takes with the feed's lock held):
        /// end the stream in the task once its loop is over.
        public func end() {
            forget()
            continuation.finish()
        }
    }

    /// Whom a stream is for, which decides what it hears and which limits count it.
    enum Audience {
        /// An account's own stream, opened with the login `login`; a front end in this process
        /// opens one without (``watch(userID:)``).
        case account(UUID, login: UUID?)
        /// Whoever holds the link `link` (a live link, a game's invite link): hears `topic` of the
        /// link's `owner` only.
        case link(UUID, topic: ChangeTopic, owner: UUID)
    }

    /// One open stream.
    struct Subscriber {
        let audience: Audience
        /// The client's address as limits count it (``ClientAddressKey``: an IPv6 address by its
        /// /64); `nil` for a front end in this process, which no stream limit counts.
        let address: String?
        let continuation: AsyncStream<ChangeEvent>.Continuation

        /// The account whose changes it hears (a link's owner for a link's watcher).
        var userID: UUID {
            switch audience {
            case .account(let user, _): user
            case .link(_, _, let owner): owner
            }
        }

        /// The link it watches, if it is a link's watcher.
        var link: (id: UUID, topic: ChangeTopic)? {
            guard case .link(let id, let topic, _) = audience else { return nil }
            return (id, topic)
        }

        /// Whether it is an account's stream from a client (the streams the stream limits count).
        var isClientStream: Bool { address != nil && link == nil }

        /// Whether it hears changes of `topic` in `user`'s data.
        func hears(_ topic: ChangeTopic, of user: UUID) -> Bool {
            userID == user && (link.map { $0.topic == topic } ?? true)
        }
    }

    struct State {
        var sequence = 0
        var recent: RecentChanges
        var subscribers: [Int: Subscriber] = [:]
        var nextSubscriber = 0
        /// A stream that last saw a change before this one cannot be replayed: news was missed
        /// (another instance's, while this one was not hearing them).
        var resumableAfter = 0
        /// The server is stopping (``endAll()``): a stream opened now ends at once, so that none
        /// opened while it drains holds the shutdown for its whole grace.
        var isClosed = false

        /// Adds `subscriber` and returns its key.
        mutating func add(_ subscriber: Subscriber) -> Int {
            let key = nextSubscriber
            nextSubscriber += 1
            subscribers[key] = subscriber
            return key
        }
    }

    /// This process's part of every change id.
    public let epoch: String
    public let limits: ChangeStreamLimits
    let state: NIOLockedValueBox<State>
    let numbering = LinkNumbering()
    /// Where termination handlers leave forgetting their subscriber, in order.
    let cleanUp = DispatchQueue(label: "ChangeFeed.cleanUp")
    /// Signalled when a subscriber comes or goes (``waitUntil(_:)``).
    let subscribersChanged = ChangeSignal()
    /// Where this feed tells other instances what was done through this one (see ``relay(to:)``).
    private let outbox = NIOLockedValueBox<(@Sendable (ChangeNotice) -> Void)?>(nil)

    /// - Parameters:
    ///   - keeping: the changes kept per account for streams that reconnect.
    ///   - accounts: the accounts whose changes are kept; past it, the account with the oldest
    ///     news is forgotten (its streams that reconnect are told they missed some).
    public init(limits: ChangeStreamLimits = ChangeStreamLimits(), keeping: Int = 128, accounts: Int = 2_000) {
        self.limits = limits
        state = NIOLockedValueBox(State(recent: RecentChanges(perAccount: keeping, accounts: accounts)))
        epoch = String(UInt32.random(in: .min ... .max), radix: 16)
    }

    /// The id of `change` in the stream.
    public func id(of change: Change) -> String { "\(epoch)-\(change.sequence)" }

    /// The id of the latest change, which a client that reloaded everything continues from.
    public var latestID: String { "\(epoch)-\(state.withLockedValue { $0.sequence })" }

    /// The number of open streams (watchers in process and of live links are not counted).
    public var openStreams: Int { state.withLockedValue { $0.subscribers.values.filter(\.isClientStream).count } }

    /// The number of watchers of links.
    public var openWatchers: Int { state.withLockedValue { $0.subscribers.values.filter { $0.link != nil }.count } }

    /// Returns once `condition` holds of the feed (``openStreams``, ``openWatchers``), checked now
    /// and again each time a subscriber comes or goes (a stream's end is seen once its clean-up
    /// ran), rather than at intervals.
    public func waitUntil(_ condition: @Sendable (ChangeFeed) -> Bool) async {
        await subscribersChanged.waitUntil { condition(self) }
    }

    // MARK: Changes

    /// Records a change of each of `topics` in `userID`'s data, made by the write `cause` (its id)
    /// when it names one, tells the streams that hear it, and the other instances when relaying.
    public func publish(_ topics: ChangeTopic..., for userID: UUID, cause: String? = nil) {
        publish(topics, for: userID, cause: cause)
    }

    /// Records a change of each of `topics` in `userID`'s data (see ``publish(_:for:cause:)``).
    public func publish(_ topics: [ChangeTopic], for userID: UUID, cause: String? = nil) {
        record(topics, for: userID, cause: cause)
        tellOthers(ChangeNotice(origin: epoch, .changed(user: userID, topics: topics, cause: cause)))
    }

    /// Records a change of each of `topics` in `userID`'s data and tells the streams that hear it.
    private func record(_ topics: [ChangeTopic], for userID: UUID, cause: String?) {
        let behind = state.withLockedValue { state in
            var behind: [AsyncStream<ChangeEvent>.Continuation] = []
            for topic in topics {
                state.sequence += 1
                let change = Change(sequence: state.sequence, userID: userID, topic: topic, cause: cause)
                state.recent.append(change)
                let keys = state.subscribers.filter { $0.value.hears(topic, of: userID) }.keys.sorted()
                behind += Self.tell(.change(change), to: keys, in: &state)
            }
            return behind
        }
        // Too far behind: ended (outside the lock, which ending takes again); the client reconnects
        // and is replayed what it missed.
        for continuation in behind { continuation.finish() }
    }

    /// Tells every open stream that news may have been missed (this instance stopped hearing the
    /// others for a while): each reloads what it shows, and no earlier id can be resumed.
    public func missedNews() {
        let behind = state.withLockedValue { state in
            // The gap takes a number of its own: a stream that heard this `missed` resumes after it.
            state.sequence += 1
            state.resumableAfter = state.sequence
            return Self.tell(.missed, to: state.subscribers.keys.sorted(), in: &state)
        }
        for continuation in behind { continuation.finish() }
    }

    /// Yields `event` to the subscribers `keys`; returns the streams too far behind to take it,
    /// forgotten, for the caller to end outside the lock.
    private static func tell(_ event: ChangeEvent, to keys: [Int], in state: inout State)
        -> [AsyncStream<ChangeEvent>.Continuation]
    {
        var behind: [AsyncStream<ChangeEvent>.Continuation] = []
        for key in keys {
            guard let subscriber = state.subscribers[key] else { continue }
            if case .dropped = subscriber.continuation.yield(event), subscriber.address != nil {
                state.subscribers[key] = nil
                behind.append(subscriber.continuation)
            }
        }
        return behind
    }

    // MARK: Other instances

    /// Sends every change and ending done through this feed to `send` as well, for the other
    /// instances sharing the database to ``hear(_:)``.
    public func relay(to send: @escaping @Sendable (ChangeNotice) -> Void) {
        outbox.withLockedValue { $0 = send }
    }

    /// Tells the other instances, when relaying, what was done through this one.
    private func tellOthers(_ notice: ChangeNotice) {
        guard let send = outbox.withLockedValue({ $0 }) else { return }
        send(notice)
    }

    /// Does what another instance did through its feed (its own notices are ignored): its
    /// changes are told to this process's streams as this process's own.
    public func hear(_ notice: ChangeNotice) {
        guard notice.origin != epoch else { return }
        switch notice.news {
        case .changed(let user, let topics, let cause): if !topics.isEmpty { record(topics, for: user, cause: cause) }
        case .loggedOut(let token): end(where: Self.opened(withLogin: token))
        case .accountDeleted(let user): end { $0.userID == user }
        case .linkStopped(let link): end { $0.link?.id == link }
        case .gatherDeleted(let gather): end { $0.link?.topic == .gather(gather) }
        }
    }

    // MARK: Ending streams

    /// Ends every open stream, and every stream opened from now on as soon as it opens (the
    /// server is stopping).
    public func endAll() {
        state.withLockedValue { $0.isClosed = true }
        end { _ in true }
    }

    /// Ends the streams opened with the login `tokenID` (it logged out).
    public func end(tokenID: UUID) {
        end(where: Self.opened(withLogin: tokenID))
        tellOthers(ChangeNotice(origin: epoch, .loggedOut(token: tokenID)))
    }

    /// Ends the streams of `userID` and the watchers of its links (the account was deleted).
    public func end(userID: UUID) {
        end { $0.userID == userID }
        tellOthers(ChangeNotice(origin: epoch, .accountDeleted(user: userID)))
    }

    /// Ends the watchers of the link `linkID` (its organiser stopped it).
    public func end(watchLink linkID: UUID) {
        end { $0.link?.id == linkID }
        tellOthers(ChangeNotice(origin: epoch, .linkStopped(link: linkID)))
    }

    /// Ends the watchers of the gather `gatherID`'s links (it was deleted).
    public func end(watchersOfGather gatherID: UUID) {
        end { $0.link?.topic == .gather(gatherID) }
        tellOthers(ChangeNotice(origin: epoch, .gatherDeleted(gather: gatherID)))
    }

    private static func opened(withLogin token: UUID) -> (Subscriber) -> Bool {
        { subscriber in
            guard case .account(_, let login) = subscriber.audience else { return false }
            return login == token
        }
    }

    private func end(where matches: (Subscriber) -> Bool) {
        let ending = state.withLockedValue { state in
            let keys = state.subscribers.filter { matches($0.value) }.keys
            return keys.compactMap { state.subscribers.removeValue(forKey: $0)?.continuation }
        }
        // Outside the lock, which ending takes again.
        for continuation in ending { continuation.finish() }
    }
}
