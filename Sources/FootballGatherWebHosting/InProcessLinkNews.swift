import FootballGatherServer
import Foundation

/// The news of a link (a live link, a game's invite link) heard in process by one browser of the
/// web app: a change (or news of one missed) as `changed`, and why the link ended as `ended`. A
/// watcher that only timed out is opened again after a pause; one refused (the link is over, a
/// limit was reached) ends the news with the server's sentence. Its reads of the database go
/// through the web app's `gate`, so none runs once the application is shutting down (the news then
/// just ends).
enum InProcessLinkNews {
    /// The pause before a watcher that timed out is opened again.
    static let reopenPause: Duration = .seconds(1)

    /// One attempt to watch a link: the watcher, or why there is none.
    enum Opening: Sendable {
        case watching(ChangeFeed.Subscription)
        case refused(reason: String)
    }

    /// - Parameters:
    ///   - changed, ended: the news a screen's service tells of.
    ///   - open: opens a watcher of the link.
    ///   - endReason: why the link shows nothing any more; `nil` while it still does.
    static func news<News: Sendable>(
        changed: News, ended: @escaping @Sendable (String) -> News, gate: InProcessCallGate,
        open: @escaping @Sendable () async -> Opening, endReason: @escaping @Sendable () async -> String?
    ) -> AsyncStream<News> {
        AsyncStream(bufferingPolicy: .bufferingNewest(2)) { continuation in
            let forwarding = Task {
                var reopened = false
                while !Task.isCancelled {
                    guard let opening = try? await gate.run({ await open() }) else { break }
                    switch opening {
                    case .refused(let reason):
                        continuation.yield(ended(reason))
                        continuation.finish()
                        return
                    case .watching(let subscription):
                        // A watcher opened again may have missed a change meanwhile.
                        if reopened { continuation.yield(changed) }
                        reopened = true
                        // Cancelling the task ends this loop; the watcher's place is freed here, in
                        // the task (see `ChangeFeed.Subscription.end()`).
                        for await _ in subscription.events { continuation.yield(changed) }
                        subscription.end()
                    }
                    if Task.isCancelled { break }
                    let reason: String?
                    do {
                        reason = try await gate.run { await endReason() }
                    } catch {
                        break
                    }
                    if let reason {
                        continuation.yield(ended(reason))
                        break
                    }
                    guard (try? await Task.sleep(for: reopenPause)) != nil else { break }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }
}
