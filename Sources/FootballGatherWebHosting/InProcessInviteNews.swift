import FootballGather
import FootballGatherServer
import Foundation
import Vapor

/// The news of a game's invite link heard in process by one browser of the web app: an answer,
/// the organiser's change, or the link replaced (``InProcessLinkNews``).
enum InProcessInviteNews {
    static func news(
        of token: String, in application: Application, gate: InProcessCallGate,
        address: @escaping @Sendable () -> String
    ) -> AsyncStream<InviteNews> {
        InProcessLinkNews.news(
            changed: InviteNews.changed, ended: { InviteNews.ended(reason: $0) }, gate: gate,
            open: {
                switch await application.watchLink(.invite, token: token, address: address()) {
                case .watching(let subscription): .watching(subscription)
                case .refused(let reason): .refused(reason: reason)
                }
            },
            endReason: { await application.linkEndReason(.invite, token: token) })
    }
}
