import Testing

@testable import FootballGather

@MainActor
@Suite("A link's news followed for the screen that shows it", .timeLimit(.minutes(1)))
struct LinkFollowerTests {
    /// What the follower told the screen, in order.
    @MainActor
    final class Screen {
        var heard: [LinkNews] = []

        func follow(_ news: AsyncStream<LinkNews>) -> LinkFollower {
            LinkFollower(
                news: news, changed: { [weak self] in self?.heard.append(.changed) },
                ended: { [weak self] in self?.heard.append(.ended(reason: $0)) })
        }

        /// Returns once the screen was told `count` things.
        func waitUntilHeard(_ count: Int) async {
            while heard.count < count { await Task.yield() }
        }
    }

    @Test("Each change reads again, in order; the end is told once, with why, and nothing after it")
    func changesThenEnd() async {
        let screen = Screen()
        let (news, link) = AsyncStream<LinkNews>.makeStream()
        let follower = screen.follow(news)

        link.yield(.changed)
        link.yield(.changed)
        link.yield(.ended(reason: "The organiser stopped sharing this match."))
        link.yield(.changed)
        link.finish()
        await screen.waitUntilHeard(3)
        for _ in 0..<10 { await Task.yield() }

        #expect(screen.heard == [.changed, .changed, .ended(reason: "The organiser stopped sharing this match.")])
        withExtendedLifetime(follower) {}
    }

    @Test("Released, it stops listening to the link: the screen holds no watcher of it")
    func releaseStopsListening() async {
        let screen = Screen()
        let (news, link) = AsyncStream<LinkNews>.makeStream()
        let (stopped, stop) = AsyncStream<Void>.makeStream()
        link.onTermination = { _ in stop.finish() }
        var follower: LinkFollower? = screen.follow(news)
        link.yield(.changed)
        await screen.waitUntilHeard(1)

        follower = nil
        for await _ in stopped {}

        #expect(follower == nil)
        #expect(screen.heard == [.changed])
    }
}
