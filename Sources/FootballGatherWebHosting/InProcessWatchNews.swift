import FootballGather
import FootballGatherServer
import Foundation
import Vapor

/// The news of a live link heard in process by one browser of the web app (``InProcessLinkNews``).
enum InProcessWatchNews {
    static func news(
        of token: String, in application: Application, gate: InProcessCallGate,
        address: @escaping @Sendable () -> String
    ) -> AsyncStream<WatchNews> {
        InProcessLinkNews.news(
            changed: WatchNews.changed, ended: { WatchNews.ended(reason: $0) }, gate: gate,
            open: {
                switch await application.watchLink(.live, token: token, address: address()) {
                case .watching(let subscription): .watching(subscription)
                case .refused(let reason): .refused(reason: reason)
                }
            },
            endReason: { await application.linkEndReason(.live, token: token) })
    }
}
