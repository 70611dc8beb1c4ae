import FootballGather
import FootballGatherServer
import Foundation
import Vapor

/// The news of a live link heard in process by one browser of the web app: a change of the match
/// (or news of it missed) as `changed`, and why the link ended as `ended`. A watcher that only
/// timed out is opened again; one refused (the link is over, a limit was reached) ends the news
/// with the server's sentence.
enum InProcessWatchNews {
    static func news(of token: String, in application: Application, address: @escaping @Sendable () -> String)
        -> AsyncStream<WatchNews>
    {
        AsyncStream(bufferingPolicy: .bufferingNewest(2)) { continuation in
            let forwarding = Task {
                var reopened = false
                while !Task.isCancelled {
                    switch await application.watchLiveLink(token: token, address: address()) {
                    case .refused(let reason):
                        continuation.yield(.ended(reason: reason))
                        continuation.finish()
                        return
                    case .watching(let subscription):
                        // A watcher opened again may have missed a change meanwhile.
                        if reopened { continuation.yield(.changed) }
                        reopened = true
                        await withTaskCancellationHandler {
                            for await _ in subscription.events { continuation.yield(.changed) }
                        } onCancel: {
                            subscription.end()
                        }
                    }
                    if Task.isCancelled { break }
                    if let reason = await application.liveLinkEndReason(token: token) {
                        continuation.yield(.ended(reason: reason))
                        break
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }
}
