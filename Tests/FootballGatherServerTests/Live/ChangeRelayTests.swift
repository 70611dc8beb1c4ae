import FootballGatherAPI
import Foundation
import NIOConcurrencyHelpers
import Testing

@testable import FootballGatherServer

/// What two feeds do with each other's notices, as two instances relaying through PostgreSQL do.
@Suite("Relayed changes: what one instance's feed tells another")
struct ChangeRelayTests {
    let alice = UUID()
    let bob = UUID()

    /// Two feeds, each relaying its notices straight to the other, and every notice sent.
    final class Pair: Sendable {
        let first = ChangeFeed()
        let second = ChangeFeed()
        private let notices = NIOLockedValueBox<[ChangeNotice]>([])
        var sent: [ChangeNotice] { notices.withLockedValue { $0 } }

        init() {
            first.relay { [second, notices] notice in
                notices.withLockedValue { $0.append(notice) }
                second.hear(notice)
            }
            second.relay { [first, notices] notice in
                notices.withLockedValue { $0.append(notice) }
                first.hear(notice)
            }
        }
    }

    static func firstEvent(of subscription: ChangeFeed.Subscription) async -> ChangeEvent? {
        for await event in subscription.events { return event }
        return nil
    }

    @Test("A change published on one feed reaches the user's streams on the other, numbered there")
    func changeCrosses() async throws {
        let pair = Pair()
        let gather = UUID()
        pair.second.publish(.players, for: bob)
        let stream = try pair.second.subscribe(userID: alice, address: "127.0.0.1", after: nil)

        pair.first.publish(.gather(gather), for: alice)

        #expect(
            await Self.firstEvent(of: stream) == .change(Change(sequence: 2, userID: alice, topic: .gather(gather))))
        #expect(
            pair.sent.map(\.news) == [
                .changed(user: bob, topics: [.players]), .changed(user: alice, topics: [.gather(gather)]),
            ])
        #expect(pair.sent.last?.payload.contains("\"topics\":[\"gather\\/\(gather.uuidString)\"]") == true)
        #expect(pair.sent.last?.origin == pair.first.epoch)
    }

    @Test("A feed hears no echo of its own notices, and ignores notices it cannot read")
    func noEcho() throws {
        let feed = ChangeFeed()
        let stream = try feed.subscribe(userID: alice, address: "127.0.0.1", after: nil)

        feed.hear(ChangeNotice(origin: feed.epoch, .changed(user: alice, topics: [.players])))
        let unknownTopics =
            #"{"origin":"elsewhere","kind":"changed","user":"\#(alice)","topics":["the moon","gather/nope"]}"#
        feed.hear(try #require(ChangeNotice(payload: unknownTopics)))
        #expect(ChangeNotice(payload: #"{"origin":"elsewhere","kind":"changed","topics":["players"]}"#) == nil)
        #expect(ChangeNotice(payload: #"{"origin":"elsewhere","kind":"linkStopped"}"#) == nil)
        stream.end()

        #expect(feed.latestID == "\(feed.epoch)-0")
        #expect(ChangeNotice(payload: "{\"origin\":1}") == nil)
        #expect(ChangeNotice(payload: "not json") == nil)
    }

    @Test("A logout and a deleted account on one feed end the matching streams on the other")
    func endingsCross() async throws {
        let pair = Pair()
        let phone = UUID()
        let phoneStream = try pair.second.subscribe(userID: alice, tokenID: phone, address: "a", after: nil)
        let laptopStream = try pair.second.subscribe(userID: alice, tokenID: UUID(), address: "a", after: nil)

        pair.first.end(tokenID: phone)
        #expect(await Self.firstEvent(of: phoneStream) == nil)
        #expect(pair.second.openStreams == 1)

        pair.first.end(userID: alice)
        #expect(await Self.firstEvent(of: laptopStream) == nil)
        #expect(pair.second.openStreams == 0)
        #expect(pair.sent.map(\.news) == [.loggedOut(token: phone), .accountDeleted(user: alice)])
    }

    @Test("News missed while not hearing the others: every stream is told, and no earlier id resumes")
    func missedNews() async throws {
        let feed = ChangeFeed()
        feed.publish(.players, for: alice)
        let before = feed.latestID
        let stream = try feed.subscribe(userID: alice, address: "a", after: nil)

        feed.missedNews()

        #expect(await Self.firstEvent(of: stream) == .missed)
        #expect(try feed.subscribe(userID: alice, address: "a", after: before).owed == [.missed])
        #expect(try feed.subscribe(userID: alice, address: "a", after: feed.latestID).owed == [])
    }

    @Test("A notice travels as JSON and comes back the same; topic names read back to their topics")
    func noticeRoundTrip() throws {
        let gather = UUID()
        let notice = ChangeNotice(origin: "3fa2", .changed(user: alice, topics: [.players, .gathers]))
        let every: [ChangeNotice.News] = [
            .changed(user: alice, topics: [.players, .gathers, .gather(gather)]),
            .changed(user: alice, topics: [.gather(gather)], cause: "op-7"), .loggedOut(token: UUID()),
            .accountDeleted(user: alice), .linkStopped(link: UUID()), .gatherDeleted(gather: gather),
        ]
        for news in every {
            let notice = ChangeNotice(origin: "3fa2", news)
            #expect(ChangeNotice(payload: notice.payload) == notice)
        }
        #expect(notice.payload.utf8.count < 8_000)
        // As an instance of the previous version writes it, during a rolling restart.
        let written = #"{"origin":"3fa2","kind":"linkStopped","link":"\#(gather.uuidString)"}"#
        #expect(ChangeNotice(payload: written) == ChangeNotice(origin: "3fa2", .linkStopped(link: gather)))
        for topic in [ChangeTopic.players, .gathers, .gather(gather)] {
            #expect(ChangeTopic(name: topic.name) == topic)
        }
        #expect(ChangeTopic(name: "gather/\(gather.uuidString)x") == nil)
        #expect(ChangeTopic(name: "") == nil)
    }
}
