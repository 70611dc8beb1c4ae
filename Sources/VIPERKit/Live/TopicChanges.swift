/// News that data a screen may show changed elsewhere (another device, another tab): which topic
/// (a name the app gives its data, such as `gather/<id>`) at which version (it only grows), or that
/// some news was missed, so whatever is shown may be out of date.
public enum TopicChange: Equatable, Sendable {
    /// `topic` changed and is now at `version`; `cause` is the id of the write that changed it,
    /// when the source knows it, so the screen that sent that write can tell its own echo.
    case changed(topic: String, version: Int, cause: String? = nil)
    /// Some news was lost (the connection dropped, say): any topic may have changed.
    case missed
}

/// Where a front end hears of changes to the data its screens show.
public protocol TopicChangeSource: Sendable {
    /// The news from now on, until the listener stops listening.
    func changes() -> AsyncStream<TopicChange>

    /// The state of the connection the news comes through: the current one at once, then each
    /// change, until the listener stops listening. A source without a connection (in process,
    /// or none) finishes at once.
    func connectionStatus() -> AsyncStream<LiveConnectionStatus>

    /// Stops for good, as the program quits: every listener's and watcher's stream finishes, the
    /// connection closes, and none opens again. A program that runs its own server closes its
    /// source before stopping the server, so the server's drain waits for no stream of its own.
    func close()
}

extension TopicChangeSource {
    /// No connection to tell about: finishes at once.
    public func connectionStatus() -> AsyncStream<LiveConnectionStatus> {
        AsyncStream { $0.finish() }
    }

    /// Nothing to close: a source without a connection of its own.
    public func close() {}
}

/// A source that never has news: screens show what they loaded until they reload by themselves.
public struct NoTopicChanges: TopicChangeSource {
    /// The source with no news.
    public init() {}

    public func changes() -> AsyncStream<TopicChange> {
        AsyncStream { $0.finish() }
    }
}

/// Follows the topics a screen shows: calls `reload` each time one of them changed or news was
/// missed, one reload at a time and in order, never twice for one version; for as long as it lives.
///
/// A presenter keeps its follower, so the screen's release ends the following. The presenter
/// reloads its state from the source of truth and renders it; it never patches the state from the
/// news. A screen that shows its own writes at once (a match's goal) tells the follower their ids
/// (``ignoreEcho(of:)``): the news of such a write is its own echo and reloads nothing.
@MainActor
public final class TopicFollower {
    private var following: Task<Void, Never>?
    /// The newest version a reload followed (or an echo skipped).
    public private(set) var lastVersion: Int?
    /// The ids of the screen's own writes whose news is not reloaded, oldest first.
    private var ownWrites: [String] = []
    /// How many ids of own writes are kept; past it the oldest go (its echo, if it comes that
    /// late, reloads, which is only a read).
    public static let ownWritesKept = 256
    /// The reloads news of the screen's own writes did not cause.
    public private(set) var echoesIgnored = 0

    /// Takes the news of the write `id` (``TopicChange/changed(topic:version:cause:)``'s `cause`)
    /// as the screen's own echo: it counts as seen and reloads nothing. Call it before sending the
    /// write.
    public func ignoreEcho(of id: String) {
        if ownWrites.count >= Self.ownWritesKept { ownWrites.removeFirst() }
        ownWrites.append(id)
    }

    /// - Parameters:
    ///   - topics: the topics the screen shows.
    ///   - source: where the news comes from.
    ///   - reload: reloads what the screen shows; capture the presenter weakly.
    public convenience init(
        topics: Set<String>, from source: any TopicChangeSource, reload: @escaping @MainActor () async -> Void
    ) {
        self.init(following: { topics.contains($0) }, from: source, reload: reload)
    }

    /// Follows every topic `isFollowed` accepts (such as any gather's, when the screen shows
    /// whichever is being played).
    /// - Parameters:
    ///   - isFollowed: whether the screen shows the topic named.
    ///   - source: where the news comes from.
    ///   - reload: reloads what the screen shows; capture the presenter weakly.
    public init(
        following isFollowed: @escaping @Sendable (String) -> Bool, from source: any TopicChangeSource,
        reload: @escaping @MainActor () async -> Void
    ) {
        let news = source.changes()
        following = Task { [weak self] in
            for await change in news {
                guard let self else { return }
                if case .changed(let topic, let version, let cause) = change {
                    guard isFollowed(topic), version > (self.lastVersion ?? .min) else { continue }
                    self.lastVersion = version
                    if let cause, let own = self.ownWrites.firstIndex(of: cause) {
                        self.ownWrites.remove(at: own)
                        self.echoesIgnored += 1
                        continue
                    }
                }
                await reload()
            }
        }
    }

    deinit {
        following?.cancel()
    }
}
