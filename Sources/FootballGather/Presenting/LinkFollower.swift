/// Hears a link's news for the screen that shows what the link shows (Watch's match, Invite's
/// game), for as long as the follower lives: each change calls `changed` (the screen reads it again,
/// quietly); the link's end calls `ended` with why, once, and nothing is heard after it. Releasing
/// the follower stops hearing, so the screen holds no watcher of the link while it is not shown.
@MainActor
final class LinkFollower {
    private var following: Task<Void, Never>?

    /// - Parameters:
    ///   - news: the link's news (``WatchService/news(atLink:)``, ``InviteService/news(atLink:)``).
    ///   - changed: reads what the link shows again; capture the presenter weakly.
    ///   - ended: shows that the link shows nothing any more, and why; capture the presenter weakly.
    init(
        news: AsyncStream<LinkNews>, changed: @escaping @MainActor () async -> Void,
        ended: @escaping @MainActor (_ reason: String) -> Void
    ) {
        following = Task {
            for await item in news {
                switch item {
                case .changed:
                    await changed()
                case .ended(let reason):
                    ended(reason)
                    return
                }
            }
        }
    }

    deinit {
        following?.cancel()
    }
}
