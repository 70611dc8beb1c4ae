import FootballGather
import FootballGatherServer
import Foundation
import VIPERKit

/// The server's own change feed, heard in process by one browser of the web app: the changes of
/// the account it is logged in to when a screen starts listening.
struct InProcessChangeService: TopicChangeSource {
    let feed: ChangeFeed
    let credentials: any CredentialStore

    func changes() -> AsyncStream<TopicChange> {
        guard let userID = credentials.load()?.userID else { return AsyncStream { $0.finish() } }
        let watch = feed.watch(userID: userID)
        return AsyncStream { continuation in
            // Ending the watch happens in the task, not in `onTermination`: the runtime calls that
            // holding the listener task's lock, and the feed's lock must never be waited for there.
            let forwarding = Task {
                defer { watch.end() }
                for await event in watch.events {
                    switch event {
                    case .change(let change):
                        continuation.yield(
                            .changed(topic: change.topic.name, version: change.sequence, cause: change.cause))
                    case .missed:
                        continuation.yield(.missed)
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }
}
