import Testing
import VIPERKit
import VIPERKitTesting

@MainActor
@Suite("Following topics: a screen reloads when the data it shows changed elsewhere")
struct TopicFollowerTests {
    /// Counts reloads and lets a test await the next ones.
    @MainActor
    final class Reloads {
        private(set) var count = 0
        private let changes = ChangeWaiter()

        func reload() {
            count += 1
            changes.changed()
        }

        func waitFor(_ expected: Int) async {
            await changes.wait { [unowned self] in count >= expected }
        }
    }

    @Test("News of its topics and missed news reload, in order; other topics and old versions do not")
    func reloadsForItsTopics() async {
        let source = ScriptedTopicChanges()
        let reloads = Reloads()
        let follower = TopicFollower(topics: ["gather/1", "players"], from: source) { reloads.reload() }

        source.send(.changed(topic: "gathers", version: 1))
        source.send(.changed(topic: "players", version: 2))
        source.send(.changed(topic: "gather/1", version: 2))
        source.send(.changed(topic: "gather/1", version: 3))
        await reloads.waitFor(2)
        source.send(.missed)
        await reloads.waitFor(3)

        #expect(reloads.count == 3)
        #expect(follower.lastVersion == 3)
    }

    @Test("The news of the screen's own write reloads nothing, once; others' writes and writes it never sent reload")
    func ownEchoes() async {
        let source = ScriptedTopicChanges()
        let reloads = Reloads()
        let follower = TopicFollower(topics: ["gather/1"], from: source) { reloads.reload() }
        follower.ignoreEcho(of: "goal-1")

        source.send(.changed(topic: "gather/1", version: 1, cause: "goal-1"))
        source.send(.changed(topic: "gather/1", version: 2, cause: "goal-from-another-phone"))
        await reloads.waitFor(1)
        source.send(.changed(topic: "gather/1", version: 3, cause: "goal-1"))
        await reloads.waitFor(2)

        #expect(reloads.count == 2)
        #expect(follower.echoesIgnored == 1)
        #expect(follower.lastVersion == 3)
    }

    @Test("Only the newest own writes are kept; the echo of an older one reloads, as any news does")
    func ownWritesBounded() async {
        let source = ScriptedTopicChanges()
        let reloads = Reloads()
        let follower = TopicFollower(topics: ["gather/1"], from: source) { reloads.reload() }
        for index in 0...TopicFollower.ownWritesKept { follower.ignoreEcho(of: "goal-\(index)") }

        source.send(.changed(topic: "gather/1", version: 1, cause: "goal-0"))
        await reloads.waitFor(1)
        source.send(.changed(topic: "gather/1", version: 2, cause: "goal-\(TopicFollower.ownWritesKept)"))
        source.send(.missed)
        await reloads.waitFor(2)

        #expect(reloads.count == 2)
        #expect(follower.echoesIgnored == 1)
    }

    @Test("Following by a rule, every topic it accepts reloads, whichever id it names")
    func followsByRule() async {
        let source = ScriptedTopicChanges()
        let reloads = Reloads()
        let follower = TopicFollower(following: { $0.hasPrefix("gather/") }, from: source) { reloads.reload() }

        source.send(.changed(topic: "gather/1", version: 1))
        source.send(.changed(topic: "players", version: 2))
        source.send(.changed(topic: "gather/2", version: 3))
        await reloads.waitFor(2)
        source.send(.changed(topic: "gathers", version: 4))
        source.send(.missed)
        await reloads.waitFor(3)

        #expect(reloads.count == 3)
        #expect(follower.lastVersion == 3)
    }

    @Test("Released, it stops listening")
    func stopsWhenReleased() async {
        let source = ScriptedTopicChanges()
        var follower: TopicFollower? = TopicFollower(topics: ["players"], from: source) {}
        #expect(source.listenerCount == 1)
        #expect(follower?.lastVersion == nil)

        follower = nil
        await source.waitUntilNobodyListens()

        #expect(source.listenerCount == 0)
    }

    @Test("A source without news never reloads")
    func noNews() async {
        var reloaded = false
        let follower = TopicFollower(topics: ["players"], from: NoTopicChanges()) { reloaded = true }

        for await _ in NoTopicChanges().changes() {}

        #expect(!reloaded)
        #expect(follower.lastVersion == nil)
    }
}
