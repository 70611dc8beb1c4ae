import FootballGatherAPI
import Foundation
import NIOConcurrencyHelpers

/// What a change touched in one user's data; a screen that shows it reloads it.
public enum ChangeTopic: Hashable, Sendable {
    /// The roster: the players and what is shown with them.
    case players
    /// The list of gathers (History) and the records counted from it.
    case gathers
    /// One gather and its match.
    case gather(UUID)
    /// The list of games.
    case games
    /// One game and its answers.
    case game(UUID)

    /// The topic's name in the change stream: `players`, `gathers` or `gather/<id>`.
    public var name: String {
        switch self {
        case .players: DataTopic.players
        case .gathers: DataTopic.gathers
        case .gather(let id): DataTopic.gather(id)
        case .games: DataTopic.games
        case .game(let id): DataTopic.game(id)
        }
    }
}

/// One change, numbered in the order this process saw it: its `sequence` is the version a client
/// compares with the last one it saw.
public struct Change: Sendable, Equatable {
    public let sequence: Int
    public let userID: UUID
    public let topic: ChangeTopic
}

/// What a change stream delivers: a change, or word that changes were missed, so the client reloads
/// everything it shows.
public enum ChangeEvent: Sendable, Equatable {
    case change(Change)
    case missed
}

/// How many change streams the server holds open: per user, per client address and in all.
public struct ChangeStreamLimits: Sendable, Equatable {
    public var perUser: Int
    public var perAddress: Int
    public var total: Int
    /// Changes a stream may have waiting to be written; past it the stream is ended, and the client
    /// reconnects and is replayed what it missed (or told it missed some).
    public var backlog: Int
    /// How long a stream stays open; then it ends and the client reconnects, showing its token
    /// again, so a token that expired meanwhile hears no more.
    public var lifetime: Duration
    /// Watchers of live links (pages open at `/watch/<token>`, no account needed): per link, per
    /// client address and in all, counted apart from the accounts' streams.
    public var watchersPerLink: Int
    public var watchersPerAddress: Int
    public var watchers: Int

    public init(
        perUser: Int = 10, perAddress: Int = 20, total: Int = 2_000, backlog: Int = 64,
        lifetime: Duration = .seconds(3600), watchersPerLink: Int = 300, watchersPerAddress: Int = 30,
        watchers: Int = 3_000
    ) {
        self.perUser = perUser
        self.perAddress = perAddress
        self.total = total
        self.backlog = backlog
        self.lifetime = lifetime
        self.watchersPerLink = watchersPerLink
        self.watchersPerAddress = watchersPerAddress
        self.watchers = watchers
    }
}

/// The changes made to every user's data through this process (and, when relayed, through the
/// other instances sharing its database), told to each user's open change streams, and the latest
/// of them kept (`keeping`), so a stream that reconnects with the id of the
/// last change it saw is replayed what it missed, or told it missed some.
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
        fileprivate let continuation: AsyncStream<ChangeEvent>.Continuation
        fileprivate let forget: @Sendable () -> Void

        /// Frees the stream's place at once, then ends it. It waits for the feed's lock, so it is
        /// never called from a task's cancellation handler or an `onTermination` (the runtime holds
        /// the task's lock there, which telling that task a change takes with the feed's lock held):
        /// end the stream in the task once its loop is over.
        public func end() {
            forget()
            continuation.finish()
        }
    }

    private struct Subscriber {
        let userID: UUID
        let tokenID: UUID?
        /// The client's address as limits count it (``ClientAddressKey``: an IPv6 address by its
        /// /64); `nil` for a watcher in process, which no stream limit counts.
        let address: String?
        let continuation: AsyncStream<ChangeEvent>.Continuation
        /// For a watcher of a link (a live link, a game's invite link): the link, and the one topic
        /// (the gather, the game) whose changes it hears.
        var watching: (link: UUID, topic: ChangeTopic)? = nil

        /// Whether this subscriber hears changes of `topic` (of its user's).
        func hears(_ topic: ChangeTopic) -> Bool {
            guard let watching else { return true }
            return topic == watching.topic
        }
    }

    private struct State {
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

    /// Forgets the subscriber `key` once its stream ends, however it ends, and makes its
    /// subscription.
    ///
    /// A stream ends in its listener's task being cancelled too, and the runtime calls
    /// `onTermination` then holding that task's own lock, which telling the task a change (with
    /// the feed's lock held) takes as well: so the handler never waits for the feed's lock, it
    /// leaves forgetting to a serial queue of the feed's own. ``Subscription/end()`` forgets at once.
    private func subscription(
        _ key: Int, owed: [ChangeEvent], events: AsyncStream<ChangeEvent>,
        continuation: AsyncStream<ChangeEvent>.Continuation
    ) -> Subscription {
        let forget: @Sendable () -> Void = { [weak self] in
            self?.state.withLockedValue { _ = $0.subscribers.removeValue(forKey: key) }
            self?.subscribersChanged.changed()
        }
        continuation.onTermination = { [cleanUp] _ in cleanUp.async(execute: forget) }
        if state.withLockedValue({ $0.isClosed }) { continuation.finish() }
        subscribersChanged.changed()
        return Subscription(owed: owed, events: events, continuation: continuation, forget: forget)
    }

    /// Returns once `condition` holds of the feed (``openStreams``, ``openWatchers``), checked now
    /// and again each time a subscriber comes or goes (a stream's end is seen once its clean-up
    /// ran), rather than at intervals.
    public func waitUntil(_ condition: @Sendable (ChangeFeed) -> Bool) async {
        await subscribersChanged.waitUntil { condition(self) }
    }

    /// This process's part of every change id.
    public let epoch: String
    public let limits: ChangeStreamLimits
    private let state: NIOLockedValueBox<State>
    private let numbering = LinkNumbering()
    /// Where termination handlers leave forgetting their subscriber, in order.
    private let cleanUp = DispatchQueue(label: "ChangeFeed.cleanUp")
    /// Signalled when a subscriber comes or goes (``waitUntil(_:)``).
    private let subscribersChanged = ChangeSignal()
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

    /// The id of `change` on the stream of the link `linkID`: numbered for that link alone
    /// (``LinkNumbering``), so a link holder cannot count the server's other changes.
    public func id(of change: Change, onLink linkID: UUID) -> String {
        linkEventID(of: change.sequence, onLink: linkID)
    }

    /// The id of the latest change on the stream of the link `linkID`.
    public func latestID(onLink linkID: UUID) -> String {
        linkEventID(of: state.withLockedValue { $0.sequence }, onLink: linkID)
    }

    private func linkEventID(of sequence: Int, onLink linkID: UUID) -> String {
        "\(epoch)-\(String(numbering.number(of: sequence, onLink: linkID), radix: 16))"
    }

    /// The feed's own id for `lastEventID`, an id on the stream of the link `linkID`; an id that is
    /// not one is left as it is (it is answered "missed").
    private func feedID(ofLinkID lastEventID: String, onLink linkID: UUID) -> String {
        let parts = lastEventID.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, parts[0] == epoch, let number = UInt64(parts[1], radix: 16) else { return lastEventID }
        return "\(epoch)-\(numbering.sequence(of: number, onLink: linkID))"
    }

    /// The number of open streams (watchers in process and of live links are not counted).
    public var openStreams: Int {
        state.withLockedValue { $0.subscribers.values.filter { $0.address != nil && $0.watching == nil }.count }
    }

    /// The number of watchers of live links.
    public var openWatchers: Int { state.withLockedValue { $0.subscribers.values.filter { $0.watching != nil }.count } }

    /// The most changes an in-process watch (``watch(userID:)``) keeps waiting to be heard.
    public static let watchBacklog = 16

    /// The changes of `userID` from now on, for a front end in this process: no stream limit
    /// counts it (the front end bounds its own screens). Up to ``watchBacklog`` changes wait to be
    /// heard, so one write's burst (a gather ended: the gather, the list, the roster) arrives whole
    /// and a screen that follows only one of its topics hears it; past that the oldest go. Ended
    /// with its account.
    public func watch(userID: UUID) -> Subscription {
        let (stream, continuation) = AsyncStream<ChangeEvent>.makeStream(
            bufferingPolicy: .bufferingNewest(Self.watchBacklog))
        let key = state.withLockedValue {
            $0.add(Subscriber(userID: userID, tokenID: nil, address: nil, continuation: continuation))
        }
        return subscription(key, owed: [], events: stream, continuation: continuation)
    }

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
        switch notice.kind {
        case .changed:
            guard let user = notice.user else { return }
            let topics = (notice.topics ?? []).compactMap(ChangeTopic.init(name:))
            if !topics.isEmpty { record(topics, for: user) }
        case .loggedOut:
            if let token = notice.token { end { $0.tokenID == token } }
        case .accountDeleted:
            if let user = notice.user { end { $0.userID == user } }
        case .linkStopped:
            if let link = notice.link { end { $0.watching?.link == link } }
        case .gatherDeleted:
            if let gather = notice.gather { end { $0.watching?.topic == .gather(gather) } }
        }
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

    /// Records a change of each of `topics` in `userID`'s data, tells that user's streams, and
    /// the other instances when relaying.
    public func publish(_ topics: ChangeTopic..., for userID: UUID) {
        record(topics, for: userID)
        tellOthers(ChangeNotice(origin: epoch, kind: .changed, user: userID, topics: topics.map(\.name)))
    }

    /// Records a change of each of `topics` in `userID`'s data and tells that user's streams.
    private func record(_ topics: [ChangeTopic], for userID: UUID) {
        let behind = state.withLockedValue { state in
            var behind: [AsyncStream<ChangeEvent>.Continuation] = []
            for topic in topics {
                state.sequence += 1
                let change = Change(sequence: state.sequence, userID: userID, topic: topic)
                state.recent.append(change)
                let keys = state.subscribers.filter { $0.value.userID == userID && $0.value.hears(topic) }.keys.sorted()
                behind += Self.tell(.change(change), to: keys, in: &state)
            }
            return behind
        }
        // Too far behind: ended (outside the lock, which ending takes again); the client reconnects
        // and is replayed what it missed.
        for continuation in behind { continuation.finish() }
    }

    /// Ends every open stream, and every stream opened from now on as soon as it opens (the
    /// server is stopping).
    public func endAll() {
        state.withLockedValue { $0.isClosed = true }
        end { _ in true }
    }

    /// Ends the streams opened with the login `tokenID` (it logged out).
    public func end(tokenID: UUID) {
        end { $0.tokenID == tokenID }
        tellOthers(ChangeNotice(origin: epoch, kind: .loggedOut, token: tokenID))
    }

    /// Ends the streams of `userID` (the account was deleted).
    public func end(userID: UUID) {
        end { $0.userID == userID }
        tellOthers(ChangeNotice(origin: epoch, kind: .accountDeleted, user: userID))
    }

    /// Ends the watchers of the live link `linkID` (its organiser stopped it).
    public func end(watchLink linkID: UUID) {
        end { $0.watching?.link == linkID }
        tellOthers(ChangeNotice(origin: epoch, kind: .linkStopped, link: linkID))
    }

    /// Ends the watchers of the gather `gatherID`'s links (it was deleted).
    public func end(watchersOfGather gatherID: UUID) {
        end { $0.watching?.topic == .gather(gatherID) }
        tellOthers(ChangeNotice(origin: epoch, kind: .gatherDeleted, gather: gatherID))
    }

    /// Opens a watcher of the live link `linkID` to the gather `gatherID` of `ownerID`, for a
    /// client at `address`: it hears that gather's changes only, owed those after `lastEventID`
    /// as a stream is.
    /// - Throws: ``Refusal`` when a watcher limit is reached.
    public func watch(
        link linkID: UUID, gather gatherID: UUID, of ownerID: UUID, address: String, after lastEventID: String?
    ) throws -> Subscription {
        try watch(link: linkID, topic: .gather(gatherID), of: ownerID, address: address, after: lastEventID)
    }

    /// Opens a watcher of the link `linkID` (a live link, or a game's invite link named by its
    /// game) that hears `topic` of `ownerID` only, for a client at `address`, owed the changes
    /// after `lastEventID` (an id on the link's stream, ``id(of:onLink:)``) as a stream is.
    /// Watchers of every kind share the watcher limits; when they are full, the address holding
    /// the most gives one up to a newcomer from an address holding fewer (``FairShare``).
    /// - Throws: ``Refusal`` when a watcher limit is reached.
    public func watch(
        link linkID: UUID, topic: ChangeTopic, of ownerID: UUID, address: String, after lastEventID: String?
    ) throws -> Subscription {
        let (stream, continuation) = AsyncStream<ChangeEvent>.makeStream(
            bufferingPolicy: .bufferingOldest(limits.backlog))
        let address = ClientAddressKey.of(address)
        let (key, owed, freed) = try state.withLockedValue {
            state -> (Int, [ChangeEvent], [AsyncStream<ChangeEvent>.Continuation]) in
            let watchers = state.subscribers.filter { $0.value.watching != nil }
            guard watchers.values.filter({ $0.address == address }).count < limits.watchersPerAddress else {
                throw Refusal.tooManyWatchingFromAddress
            }
            var freed: [AsyncStream<ChangeEvent>.Continuation] = []
            let ofLink = watchers.filter { $0.value.watching?.link == linkID }
            if ofLink.count >= limits.watchersPerLink {
                guard let place = Self.placeToFree(among: ofLink, for: address, in: &state) else {
                    throw Refusal.tooManyWatchingLink
                }
                freed.append(place)
            } else if watchers.count >= limits.watchers {
                guard let place = Self.placeToFree(among: watchers, for: address, in: &state) else {
                    throw Refusal.tooManyWatchingInAll
                }
                freed.append(place)
            }
            var subscriber = Subscriber(userID: ownerID, tokenID: nil, address: address, continuation: continuation)
            subscriber.watching = (linkID, topic)
            let seen = lastEventID.map { feedID(ofLinkID: $0, onLink: linkID) }
            let owed = Self.owed(after: seen, epoch: epoch, state: state, userID: ownerID).filter {
                guard case .change(let change) = $0 else { return true }
                return subscriber.hears(change.topic)
            }
            return (state.add(subscriber), owed, freed)
        }
        // Outside the lock, which ending takes again.
        for continuation in freed { continuation.finish() }
        return subscription(key, owed: owed, events: stream, continuation: continuation)
    }

    /// Frees a place among `holders` (a full pool) for a newcomer from `address` by the fair-share
    /// rule (``FairShare``): forgets the subscriber giving it up and returns its stream, for the
    /// caller to end outside the lock; `nil` when no address holds more than its share.
    private static func placeToFree(
        among holders: [Int: Subscriber], for address: String, in state: inout State
    ) -> AsyncStream<ChangeEvent>.Continuation? {
        let places = holders.compactMap { key, subscriber in subscriber.address.map { (key: key, address: $0) } }
        guard let key = FairShare.placeToFree(among: places, for: address) else { return nil }
        return state.subscribers.removeValue(forKey: key)?.continuation
    }

    private func end(where matches: (Subscriber) -> Bool) {
        let ending = state.withLockedValue { state in
            let keys = state.subscribers.filter { matches($0.value) }.keys
            return keys.compactMap { state.subscribers.removeValue(forKey: $0)?.continuation }
        }
        // Outside the lock, which ending takes again.
        for continuation in ending { continuation.finish() }
    }

    /// Opens a stream of `userID`'s changes, for the login `tokenID`, for a client at `address`, owed the changes after
    /// `lastEventID` (the `Last-Event-ID` a reconnecting client sends) that are still kept, or
    /// `missed` when some are not (or the id is not this process's).
    /// - Throws: ``Refusal`` when a limit is reached.
    public func subscribe(userID: UUID, tokenID: UUID? = nil, address: String, after lastEventID: String?) throws
        -> Subscription
    {
        let (stream, continuation) = AsyncStream<ChangeEvent>.makeStream(
            bufferingPolicy: .bufferingOldest(limits.backlog))
        let address = ClientAddressKey.of(address)
        let (key, owed, freed) = try state.withLockedValue {
            state -> (Int, [ChangeEvent], AsyncStream<ChangeEvent>.Continuation?) in
            let open = state.subscribers.filter { $0.value.address != nil && $0.value.watching == nil }
            guard open.values.filter({ $0.address == address }).count < limits.perAddress else {
                throw Refusal.tooManyFromAddress
            }
            guard open.values.filter({ $0.userID == userID }).count < limits.perUser else {
                throw Refusal.tooManyForUser
            }
            var freed: AsyncStream<ChangeEvent>.Continuation?
            if open.count >= limits.total {
                guard let place = Self.placeToFree(among: open, for: address, in: &state) else {
                    throw Refusal.tooManyInAll
                }
                freed = place
            }
            let key = state.add(
                Subscriber(userID: userID, tokenID: tokenID, address: address, continuation: continuation))
            return (key, Self.owed(after: lastEventID, epoch: epoch, state: state, userID: userID), freed)
        }
        // Outside the lock, which ending takes again.
        freed?.finish()
        return subscription(key, owed: owed, events: stream, continuation: continuation)
    }

    /// What a stream opened after `lastEventID` is owed first.
    private static func owed(after lastEventID: String?, epoch: String, state: State, userID: UUID) -> [ChangeEvent] {
        guard let lastEventID else { return [] }
        let parts = lastEventID.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, parts[0] == epoch, let seen = Int(parts[1]), seen <= state.sequence else {
            return [.missed]
        }
        guard seen >= state.resumableAfter, let kept = state.recent.changes(of: userID, after: seen) else {
            return [.missed]
        }
        return kept.map(ChangeEvent.change)
    }
}
