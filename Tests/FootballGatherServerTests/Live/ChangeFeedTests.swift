import FootballGatherAPI
import Foundation
import Testing

@testable import FootballGatherServer

@Suite("The change feed: versions, replays, limits and streams that fall behind")
struct ChangeFeedTests {
    let alice = UUID()
    let bob = UUID()

    @Test("A user's streams hear that user's changes in order, each with a higher version")
    func ownChangesInOrder() async throws {
        let feed = ChangeFeed()
        let stream = try feed.subscribe(userID: alice, address: "127.0.0.1", after: nil)
        let gather = UUID()
        feed.publish(.players, for: bob)
        feed.publish(.gather(gather), .gathers, for: alice)

        var heard: [ChangeEvent] = []
        for await event in stream.events {
            heard.append(event)
            if heard.count == 2 { break }
        }

        #expect(stream.owed.isEmpty)
        #expect(
            heard == [
                .change(Change(sequence: 2, userID: alice, topic: .gather(gather))),
                .change(Change(sequence: 3, userID: alice, topic: .gathers)),
            ])
        #expect(ChangeTopic.gather(gather).name == "gather/\(gather.uuidString)")
    }

    @Test(
        "Once the server stops, open streams end, and a stream opened while it drains ends at once",
        .timeLimit(.minutes(1)))
    func streamsOpenedWhileStoppingEnd() async throws {
        let feed = ChangeFeed()
        let before = try feed.subscribe(userID: alice, address: "127.0.0.1", after: nil)
        feed.endAll()
        let during = try feed.subscribe(userID: alice, address: "127.0.0.1", after: nil)
        let watcher = try feed.watch(
            link: UUID(), topic: .game(UUID()), of: alice, address: "127.0.0.2", after: nil)
        feed.publish(.players, for: alice)

        for subscription in [before, during, watcher] {
            var heard: [ChangeEvent] = []
            for await event in subscription.events { heard.append(event) }
            #expect(heard.isEmpty)
        }
    }

    @Test("A reconnect is owed the user's changes still kept, or `missed` when some are gone or the id is foreign")
    func owedOnReconnect() throws {
        let feed = ChangeFeed(keeping: 3)
        for _ in 0..<2 { feed.publish(.players, for: alice) }
        feed.publish(.players, for: bob)

        let kept = try feed.subscribe(userID: alice, address: "a", after: "\(feed.epoch)-1")
        #expect(kept.owed == [.change(Change(sequence: 2, userID: alice, topic: .players))])
        for _ in 0..<3 { feed.publish(.gathers, for: alice) }
        #expect(try feed.subscribe(userID: alice, address: "a", after: "\(feed.epoch)-1").owed == [.missed])
        #expect(try feed.subscribe(userID: alice, address: "a", after: "\(feed.epoch)-99").owed == [.missed])
        #expect(try feed.subscribe(userID: alice, address: "a", after: "elsewhere-5").owed == [.missed])
        #expect(try feed.subscribe(userID: alice, address: "a", after: "nonsense").owed == [.missed])
        #expect(try feed.subscribe(userID: alice, address: "a", after: feed.latestID).owed == [])
    }

    @Test("Streams are held per user, per address and in all up to their limits; one that ends frees its place")
    func limits() throws {
        let feed = ChangeFeed(limits: ChangeStreamLimits(perUser: 2, perAddress: 3, total: 4))
        var open = [try feed.subscribe(userID: alice, address: "a", after: nil)]
        open.append(try feed.subscribe(userID: alice, address: "b", after: nil))
        #expect(throws: ChangeFeed.Refusal.tooManyForUser) {
            try feed.subscribe(userID: alice, address: "c", after: nil)
        }
        open.append(try feed.subscribe(userID: bob, address: "c", after: nil))
        open.append(try feed.subscribe(userID: UUID(), address: "d", after: nil))
        // Every address holds its share: a newcomer finds no place to take.
        #expect(throws: ChangeFeed.Refusal.tooManyInAll) {
            try feed.subscribe(userID: UUID(), address: "e", after: nil)
        }
        #expect(feed.openStreams == 4)

        for subscription in open { subscription.end() }
        open.removeAll()
        #expect(feed.openStreams == 0)
        for _ in 0..<3 { open.append(try feed.subscribe(userID: UUID(), address: "a", after: nil)) }
        #expect(throws: ChangeFeed.Refusal.tooManyFromAddress) {
            try feed.subscribe(userID: bob, address: "a", after: nil)
        }
    }

    @Test(
        "One IPv6 network is one client: addresses of the same /64 share its streams and watchers, another /64 has its own"
    )
    func ipv6NetworkIsOneClient() throws {
        let feed = ChangeFeed(
            limits: ChangeStreamLimits(perUser: 10, perAddress: 2, watchersPerLink: 10, watchersPerAddress: 2))
        let link = UUID()
        func watch(from address: String) throws -> ChangeFeed.Subscription {
            try feed.watch(link: link, topic: .game(UUID()), of: alice, address: address, after: nil)
        }
        let held = [
            try feed.subscribe(userID: alice, address: "2001:db8:1:1::1", after: nil),
            try feed.subscribe(userID: alice, address: "2001:db8:1:1::2", after: nil),
            try watch(from: "2001:db8:1:1::3"), try watch(from: "2001:db8:1:1:ffff::4"),
        ]
        #expect(throws: ChangeFeed.Refusal.tooManyFromAddress) {
            try feed.subscribe(userID: alice, address: "2001:db8:1:1:abcd::5", after: nil)
        }
        #expect(throws: ChangeFeed.Refusal.tooManyWatchingFromAddress) { try watch(from: "2001:db8:1:1:abcd::6") }
        let elsewhere = [
            try feed.subscribe(userID: bob, address: "2001:db8:1:2::1", after: nil), try watch(from: "2001:db8:1:2::1"),
        ]
        #expect(feed.openStreams == 3)
        for subscription in held + elsewhere { subscription.end() }
    }

    @Test("Watchers stop at their limit in all, whatever their addresses and links")
    func watchersInAll() throws {
        let feed = ChangeFeed(limits: ChangeStreamLimits(watchers: 3))
        let held = try (1...3).map {
            try feed.watch(link: UUID(), topic: .game(UUID()), of: alice, address: "127.0.0.\($0)", after: nil)
        }
        #expect(throws: ChangeFeed.Refusal.tooManyWatchingInAll) {
            try feed.watch(link: UUID(), topic: .game(UUID()), of: bob, address: "127.0.0.9", after: nil)
        }
        held[0].end()
        let freed = try feed.watch(link: UUID(), topic: .game(UUID()), of: bob, address: "127.0.0.9", after: nil)
        for subscription in held.dropFirst() + [freed] { subscription.end() }
    }

    @Test("A stream that falls more than its backlog behind is ended, so its client reconnects and is replayed")
    func fallingBehindEndsTheStream() async throws {
        let feed = ChangeFeed(limits: ChangeStreamLimits(backlog: 4))
        let stream = try feed.subscribe(userID: alice, address: "a", after: nil)
        for _ in 0..<6 { feed.publish(.players, for: alice) }

        var heard = 0
        for await _ in stream.events { heard += 1 }

        #expect(heard == 4)
        #expect(feed.openStreams == 0)
    }
}
