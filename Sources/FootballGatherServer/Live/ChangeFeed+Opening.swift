import FootballGatherAPI
import Foundation

/// Opening streams: an account's (from a client, or a front end in this process) and a link's
/// watchers, each within its limits, owed what it missed since the id it resumes from.
extension ChangeFeed {
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
            $0.add(Subscriber(audience: .account(userID, login: nil), address: nil, continuation: continuation))
        }
        return subscription(key, owed: [], events: stream, continuation: continuation)
    }

    /// Opens a stream of `userID`'s changes, for the login `tokenID`, for a client at `address`,
    /// owed the changes after `lastEventID` (the `Last-Event-ID` a reconnecting client sends) that
    /// are still kept, or `missed` when some are not (or the id is not this process's).
    /// - Throws: ``Refusal`` when a limit is reached.
    public func subscribe(userID: UUID, tokenID: UUID? = nil, address: String, after lastEventID: String?) throws
        -> Subscription
    {
        return try open(.account(userID, login: tokenID), from: address, after: lastEventID) { state, address in
            let open = state.subscribers.filter { $0.value.isClientStream }
            guard open.values.filter({ $0.address == address }).count < limits.perAddress else {
                throw Refusal.tooManyFromAddress
            }
            guard open.values.filter({ $0.userID == userID }).count < limits.perUser else {
                throw Refusal.tooManyForUser
            }
            guard open.count >= limits.total else { return nil }
            return .freeOne(among: open, orRefuse: .tooManyInAll)
        }
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
        let seen = lastEventID.map { feedID(ofLinkID: $0, onLink: linkID) }
        let audience = Audience.link(linkID, topic: topic, owner: ownerID)
        return try open(audience, from: address, after: seen) { state, address in
            let watchers = state.subscribers.filter { $0.value.link != nil }
            guard watchers.values.filter({ $0.address == address }).count < limits.watchersPerAddress else {
                throw Refusal.tooManyWatchingFromAddress
            }
            let ofLink = watchers.filter { $0.value.link?.id == linkID }
            if ofLink.count >= limits.watchersPerLink { return .freeOne(among: ofLink, orRefuse: .tooManyWatchingLink) }
            guard watchers.count >= limits.watchers else { return nil }
            return .freeOne(among: watchers, orRefuse: .tooManyWatchingInAll)
        }
    }

    /// What a full pool asks of a newcomer: a place freed among `holders` by the fair-share rule,
    /// or the refusal when none gives one up.
    struct PlaceToFree {
        var holders: [Int: Subscriber]
        var refusal: Refusal

        static func freeOne(among holders: [Int: Subscriber], orRefuse refusal: Refusal) -> Self {
            Self(holders: holders, refusal: refusal)
        }
    }

    /// Adds a stream for `audience` from a client at `address` once `admit` let it in: `admit`
    /// throws a ``Refusal`` at a limit, or names the full pool where a place must be freed first.
    /// The new stream is owed what came after `lastEventID` (a feed id) that it hears.
    private func open(
        _ audience: Audience, from address: String, after lastEventID: String?,
        admit: (State, _ address: String) throws -> PlaceToFree?
    ) throws -> Subscription {
        let (stream, continuation) = AsyncStream<ChangeEvent>.makeStream(
            bufferingPolicy: .bufferingOldest(limits.backlog))
        let address = ClientAddressKey.of(address)
        let subscriber = Subscriber(audience: audience, address: address, continuation: continuation)
        let (key, owed, freed) = try state.withLockedValue {
            state -> (Int, [ChangeEvent], AsyncStream<ChangeEvent>.Continuation?) in
            var freed: AsyncStream<ChangeEvent>.Continuation?
            if let full = try admit(state, address) {
                guard let place = Self.placeToFree(among: full.holders, for: address, in: &state) else {
                    throw full.refusal
                }
                freed = place
            }
            let owed = Self.owed(after: lastEventID, epoch: epoch, state: state, userID: subscriber.userID).filter {
                guard case .change(let change) = $0 else { return true }
                return subscriber.hears(change.topic, of: change.userID)
            }
            return (state.add(subscriber), owed, freed)
        }
        // Outside the lock, which ending takes again.
        freed?.finish()
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
}
