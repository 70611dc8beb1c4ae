import Foundation
import Testing
import VIPERKitTesting

@testable import FootballGatherServer

@Suite("Change feed: streams that end while changes are told")
struct ChangeFeedRaceTests {
    @Test("Listeners cancelled while changes are published never leave the feed stuck")
    func cancellingWhilePublishing() async throws {
        let feed = ChangeFeed()
        let user = UUID()
        let returned = await allReturn(
            within: .seconds(20),
            running: [
                { for _ in 0..<40_000 { feed.publish(.players, for: user) } },
                {
                    for _ in 0..<2_000 {
                        let watch = feed.watch(userID: user)
                        let listening = Task { for await _ in watch.events {} }
                        sched_yield()
                        listening.cancel()
                    }
                },
            ])
        try #require(returned, "publishing and cancelling listeners blocked each other")
        let last = feed.watch(userID: user)
        feed.publish(.gathers, for: user)
        var events = last.events.makeAsyncIterator()
        guard case .change(let change) = await events.next() else {
            Issue.record("the feed told nothing after the race")
            return
        }
        #expect(change.topic == .gathers)
    }
}
