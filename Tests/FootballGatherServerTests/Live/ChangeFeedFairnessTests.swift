import FootballGatherAPI
import Foundation
import Testing

@testable import FootballGatherServer

@Suite(
    "A full feed makes room by the fair-share rule; replays are kept per account; link streams number for themselves")
struct ChangeFeedFairnessTests {
    let alice = UUID()
    let bob = UUID()

    /// Whether `subscription`'s stream has ended (the feed let go of it).
    static func hasEnded(_ subscription: ChangeFeed.Subscription) async -> Bool {
        for await _ in subscription.events {}
        return true
    }

    @Test("A stranger holding every watcher place gives the oldest of them up to another address, down to a fair share")
    func watchersInAllAreShared() async throws {
        let feed = ChangeFeed(limits: ChangeStreamLimits(watchersPerAddress: 10, watchers: 4))
        let flood = try (0..<4).map { _ in
            try feed.watch(link: UUID(), topic: .game(UUID()), of: alice, address: "127.0.0.1", after: nil)
        }
        var newcomers: [ChangeFeed.Subscription] = []
        for _ in 0..<2 {
            newcomers.append(
                try feed.watch(link: UUID(), topic: .game(UUID()), of: bob, address: "127.0.0.2", after: nil))
        }
        #expect(await Self.hasEnded(flood[0]))
        #expect(await Self.hasEnded(flood[1]))
        #expect(feed.openWatchers == 4)
        // Two each: neither holds more than its share, so a third from 127.0.0.2 is refused.
        #expect(throws: ChangeFeed.Refusal.tooManyWatchingInAll) {
            try feed.watch(link: UUID(), topic: .game(UUID()), of: bob, address: "127.0.0.2", after: nil)
        }
        // And the flood taking a place back from an equal holder is refused too.
        #expect(throws: ChangeFeed.Refusal.tooManyWatchingInAll) {
            try feed.watch(link: UUID(), topic: .game(UUID()), of: alice, address: "127.0.0.1", after: nil)
        }
        for subscription in flood + newcomers { subscription.end() }
        #expect(feed.openWatchers == 0)
    }

    @Test("Watchers filling one link from one address make room on that link for a watcher from elsewhere")
    func watchersOfOneLinkAreShared() async throws {
        let feed = ChangeFeed(limits: ChangeStreamLimits(watchersPerLink: 3, watchersPerAddress: 10))
        let link = UUID()
        let game = ChangeTopic.game(UUID())
        let flood = try (0..<3).map { _ in
            try feed.watch(link: link, topic: game, of: alice, address: "127.0.0.1", after: nil)
        }
        let guest = try feed.watch(link: link, topic: game, of: alice, address: "127.0.0.2", after: nil)
        #expect(await Self.hasEnded(flood[0]))
        feed.publish(game, for: alice)
        var heard = 0
        for await _ in guest.events {
            heard += 1
            break
        }
        #expect(heard == 1)
        for subscription in flood + [guest] { subscription.end() }
    }

    @Test("Account change streams filling the server from one address make room for another address")
    func streamsInAllAreShared() async throws {
        let feed = ChangeFeed(limits: ChangeStreamLimits(perUser: 10, perAddress: 10, total: 3))
        let flood = try (0..<3).map { _ in try feed.subscribe(userID: UUID(), address: "127.0.0.1", after: nil) }
        let newcomer = try feed.subscribe(userID: bob, address: "127.0.0.2", after: nil)
        #expect(await Self.hasEnded(flood[0]))
        #expect(feed.openStreams == 3)
        for subscription in flood + [newcomer] { subscription.end() }
    }

    @Test("The place given up is the oldest of the address holding the most; ties go to the oldest place")
    func fairShareRule() {
        let places: [(key: Int, address: String)] = [(4, "a"), (2, "b"), (7, "a"), (3, "b"), (9, "c")]
        #expect(FairShare.placeToFree(among: places, for: "c") == nil)
        #expect(FairShare.placeToFree(among: places, for: "d") == 2)
        #expect(FairShare.placeToFree(among: places, for: "a") == nil)
        #expect(FairShare.placeToFree(among: [(1, "a"), (2, "a"), (3, "a")], for: "b") == 1)
        #expect(FairShare.placeToFree(among: [], for: "b") == nil)
    }

    @Test("A busy account does not push another account's changes out of the replay")
    func replayIsKeptPerAccount() throws {
        let feed = ChangeFeed(keeping: 4)
        feed.publish(.players, for: alice)
        let seenByAlice = feed.latestID
        feed.publish(.games, for: alice)
        for _ in 0..<50 { feed.publish(.gathers, for: bob) }

        let resumed = try feed.subscribe(userID: alice, address: "a", after: seenByAlice)
        #expect(resumed.owed == [.change(Change(sequence: 2, userID: alice, topic: .games))])
        // Bob's own replay keeps only his last four.
        let bobFromStart = try feed.subscribe(userID: bob, address: "b", after: "\(feed.epoch)-2")
        #expect(bobFromStart.owed == [.missed])
        let bobRecent = try feed.subscribe(userID: bob, address: "b", after: "\(feed.epoch)-49")
        #expect(bobRecent.owed.count == 3)
        for subscription in [resumed, bobFromStart, bobRecent] { subscription.end() }
    }

    @Test("Past its number of accounts the feed forgets the one with the oldest news, whose reconnects hear `missed`")
    func replayForgetsTheQuietestAccount() throws {
        let feed = ChangeFeed(keeping: 4, accounts: 2)
        let carol = UUID()
        feed.publish(.players, for: alice)
        let aliceSaw = feed.latestID
        feed.publish(.games, for: alice)
        feed.publish(.players, for: bob)
        let bobSaw = feed.latestID
        // A third account: Alice's news is the oldest, and her changes are forgotten.
        feed.publish(.players, for: carol)
        feed.publish(.games, for: bob)

        let aliceAgain = try feed.subscribe(userID: alice, address: "a", after: aliceSaw)
        #expect(aliceAgain.owed == [.missed])
        let bobAgain = try feed.subscribe(userID: bob, address: "b", after: bobSaw)
        #expect(bobAgain.owed == [.change(Change(sequence: 5, userID: bob, topic: .games))])
        let dave = try feed.subscribe(userID: UUID(), address: "d", after: feed.latestID)
        #expect(dave.owed == [])
        for subscription in [aliceAgain, bobAgain, dave] { subscription.end() }
    }

    @Test("A link's stream numbers its changes for that link alone, and a reconnect with its last id is replayed")
    func linkNumbering() throws {
        let feed = ChangeFeed()
        let (link, other, game) = (UUID(), UUID(), UUID())
        for _ in 0..<5 { feed.publish(.players, for: alice) }
        feed.publish(.game(game), for: alice)
        let change = Change(sequence: 6, userID: alice, topic: .game(game))

        let id = feed.id(of: change, onLink: link)
        #expect(id != feed.id(of: change))
        #expect(id != feed.id(of: change, onLink: other))
        #expect(id.hasPrefix("\(feed.epoch)-"))
        #expect(feed.latestID(onLink: link) == id)

        feed.publish(.players, for: alice)
        feed.publish(.game(game), for: alice)
        let resumed = try feed.watch(link: link, topic: .game(game), of: alice, address: "a", after: id)
        #expect(resumed.owed == [.change(Change(sequence: 8, userID: alice, topic: .game(game)))])
        // Another link's id, or the feed's own, is not this link's: the watcher reloads.
        let foreign = try feed.watch(
            link: link, topic: .game(game), of: alice, address: "a", after: feed.id(of: change, onLink: other))
        #expect(foreign.owed == [.missed])
        for subscription in [resumed, foreign] { subscription.end() }
    }

    @Test("Link numbers turn back into the feed's sequence for every link, and differ from it")
    func linkNumberingRoundTrips() {
        let numbering = LinkNumbering(secret: 42)
        let links = [UUID(), UUID()]
        for sequence in [0, 1, 2, 1_000, Int(Int32.max), Int.max] {
            for link in links {
                let number = numbering.number(of: sequence, onLink: link)
                #expect(numbering.sequence(of: number, onLink: link) == sequence)
            }
        }
        let numbers = (1...100).map { numbering.number(of: $0, onLink: links[0]) }
        #expect(Set(numbers).count == 100)
        #expect(numbers != numbers.sorted(), "a link's numbers follow the server's count")
    }
}
