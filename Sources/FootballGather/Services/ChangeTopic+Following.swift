import FootballGatherAPI
import VIPERKit

extension TopicFollower {
    /// Follows `topics`, the data a screen shows (see ``TopicFollower/init(topics:from:reload:)``).
    convenience init(
        topics: [ChangeTopic], from source: any TopicChangeSource, reload: @escaping @MainActor () async -> Void
    ) {
        self.init(topics: Set(topics.map(\.name)), from: source, reload: reload)
    }

    /// Follows every topic `isFollowed` accepts, such as any gather's (see
    /// ``TopicFollower/init(following:from:reload:)``); a name no topic has is not followed.
    convenience init(
        followingTopics isFollowed: @escaping @Sendable (ChangeTopic) -> Bool, from source: any TopicChangeSource,
        reload: @escaping @MainActor () async -> Void
    ) {
        self.init(following: { ChangeTopic(name: $0).map(isFollowed) ?? false }, from: source, reload: reload)
    }
}
