import FootballGatherAPI
import Foundation
import Testing

@testable import FootballGatherServer

@Suite("Change feed: a front end in process hears each topic of a write")
struct InProcessWatchTests {
    @Test("A gather ended tells its gather, the list and the roster, each heard though nobody listened yet")
    func burstArrivesWhole() async {
        let feed = ChangeFeed()
        let user = UUID()
        let gather = UUID()
        let watch = feed.watch(userID: user)

        feed.publish(.gather(gather), .gathers, .players, for: user)
        watch.end()

        var heard: [ChangeTopic] = []
        for await event in watch.events {
            if case .change(let change) = event { heard.append(change.topic) }
        }
        #expect(heard == [.gather(gather), .gathers, .players])
    }

    @Test("Past the backlog, the oldest changes go and the newest are kept")
    func boundedBacklog() async {
        let feed = ChangeFeed()
        let user = UUID()
        let watch = feed.watch(userID: user)

        for _ in 0..<(ChangeFeed.watchBacklog + 5) { feed.publish(.players, for: user) }
        feed.publish(.games, for: user)
        watch.end()

        var heard: [ChangeTopic] = []
        for await event in watch.events {
            if case .change(let change) = event { heard.append(change.topic) }
        }
        #expect(heard.count == ChangeFeed.watchBacklog)
        #expect(heard.last == .games)
    }
}
